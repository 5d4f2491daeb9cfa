import { h } from '../../shared/client/dom.js';
import type { DocumentType, FileKind } from '../kyc.documents.js';
import type { KycLanguage, KycTextKey } from '../kyc.texts.js';
import type { KycEvent } from './messages.js';
import type { ApplicantState, UploadedFile, WidgetApi } from './widget-api.js';

export type StepName = 'document' | 'front' | 'back' | 'selfie' | 'details' | 'result';

/** A file of the draft as the widget shows it: the server's record, the name chosen and a preview. */
export interface DraftFile extends UploadedFile {
  name: string;
  /** A data: address of a photo (the page's policy allows data: images only). */
  preview: string | null;
}

export interface WidgetState {
  applicant: ApplicantState;
  country: string;
  documentType: DocumentType;
  files: Partial<Record<FileKind, DraftFile>>;
  details: Record<string, string>;
}

/** What a step's view gets: the texts, the state, the calls, and the moves between steps. */
export interface StepContext {
  lang: KycLanguage;
  t(key: KycTextKey, values?: Readonly<Record<string, string | number>>): string;
  state: WidgetState;
  api: WidgetApi;
  /** The steps of the chosen document, in order (the result last). */
  steps(): StepName[];
  go(step: StepName): void;
  next(): void;
  back(): void;
  emit(event: KycEvent): void;
  /** A step's clean-up (a camera to stop) when the widget leaves it. */
  onLeave(cleanup: () => void): void;
}

let ids = 0;
/** A unique element id. */
export const uid = (prefix: string) => `${prefix}-${++ids}`;

/** A step's frame: its heading (focused when the step opens), the progress, its content. */
export function stepSection(ctx: StepContext, step: StepName, title: string, ...content: Node[]): HTMLElement {
  const headingId = uid('step');
  const steps = ctx.steps().filter((s) => s !== 'result');
  const index = step === 'result' ? -1 : steps.indexOf(step);
  return h(
    'section',
    { class: 'step', 'aria-labelledby': headingId, 'data-step': step },
    index >= 0 ? h('p', { class: 'progress', text: ctx.t('step_of', { step: index + 1, total: steps.length }) }) : null,
    h('h2', { id: headingId, tabindex: -1, text: title }),
    ...content,
  );
}

/** An error slot under a field: hidden until it has a text, announced when it does. */
export function errorSlot(id: string): HTMLParagraphElement {
  return h('p', { id, class: 'error', role: 'alert', hidden: true });
}

export function showError(slot: HTMLElement, message: string | null): void {
  slot.textContent = message ?? '';
  slot.hidden = !message;
}

/** The row of buttons under a step. */
export function actions(...buttons: HTMLElement[]): HTMLElement {
  return h('div', { class: 'actions' }, ...buttons);
}

/** A data: address of an image file, for its preview. */
export function readPreview(file: Blob): Promise<string | null> {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}
