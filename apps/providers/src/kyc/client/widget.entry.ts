/**
 * The verification widget, framed by the SDK on the operator's page: the document, its sides, a
 * selfie and the personal data, then the outcome. Events go to the page that framed it.
 */
import './widget.css';
import { h } from '../../shared/client/dom.js';
import { documentsFor, type FileKind } from '../kyc.documents.js';
import { kycLanguageOf, kycText } from '../kyc.texts.js';
import { Bridge } from './bridge.js';
import { ApiError, type ApplicantState, WidgetApi } from './widget-api.js';
import type { DraftFile, StepContext, StepName, WidgetState } from './widget-context.js';
import { detailsStep, resultStep, stepsOf } from './widget-form.js';
import { documentStep, selfieStep, sideStep } from './widget-uploads.js';

/** While a person reviews, the widget asks again this often whether they have decided. */
const POLL_MS = 20_000;

function boot(): void {
  const root = document.getElementById('kyc');
  if (!root) return;
  const data = root.dataset;
  const lang = kycLanguageOf(data.lang);
  const t: StepContext['t'] = (key, values) => kycText(lang, key, values);
  const bridge = new Bridge(data.parent ?? '');
  const api = new WidgetApi(data.base ?? '', data.token ?? '', lang, bridge);
  const body = h('div', { class: 'body' });
  // The title and a demo's notice stay; the server's loading line gives way to the steps.
  const kept = [...root.children].filter((child) => child.tagName === 'H1' || child.classList.contains('demo-notice'));
  root.replaceChildren(...kept, body);

  let state: WidgetState | null = null;
  let current: StepName | null = null;
  let leave: Array<() => void> = [];
  let poll: ReturnType<typeof setTimeout> | undefined;

  const ctx: StepContext = {
    lang,
    t,
    get state() {
      return state as WidgetState;
    },
    api,
    steps: () => stepsOf(ctx.state.documentType),
    go: (step) => show(step, true),
    next: () => {
      const steps = ctx.steps();
      show(steps[steps.indexOf(current ?? 'document') + 1] ?? 'result', true);
    },
    back: () => {
      const steps = ctx.steps();
      show(steps[Math.max(0, steps.indexOf(current ?? 'document') - 1)] ?? 'document', true);
    },
    emit: (event) => bridge.post(event),
    onLeave: (cleanup) => leave.push(cleanup),
  };

  function show(step: StepName, focus: boolean): void {
    for (const cleanup of leave) cleanup();
    leave = [];
    clearTimeout(poll);
    current = step;
    const view =
      step === 'document'
        ? documentStep(ctx)
        : step === 'front' || step === 'back'
          ? sideStep(ctx, step)
          : step === 'selfie'
            ? selfieStep(ctx)
            : step === 'details'
              ? detailsStep(ctx)
              : resultStep(ctx);
    body.replaceChildren(view);
    if (focus) view.querySelector<HTMLElement>('h2')?.focus();
    bridge.post({ type: 'step', step });
    if (step === 'result' && (ctx.state.applicant.status === 'review' || ctx.state.applicant.status === 'pending')) {
      poll = setTimeout(refresh, POLL_MS);
    }
  }

  /** Asks for the applicant again while a person reviews it; shows and reports a new outcome. */
  async function refresh(): Promise<void> {
    const before = ctx.state.applicant.status;
    const fresh = await api.state().catch(() => null);
    if (current !== 'result') return;
    if (!fresh || fresh.status === before || fresh.status === 'init') {
      poll = setTimeout(refresh, POLL_MS);
      return;
    }
    ctx.state.applicant = fresh;
    bridge.post({ type: 'status', status: fresh.status, reasons: fresh.reasons });
    show('result', false);
  }

  function fail(message: string): void {
    body.replaceChildren(h('p', { class: 'boot boot-error', role: 'alert', text: message }));
    bridge.post({ type: 'error', message });
  }

  // The content's own height, not the document's scroll height: that never falls below the frame's
  // height, so a frame grown for the form stayed that tall under the short result.
  const resize = () => bridge.post({ type: 'resize', height: contentHeight(root) });
  new ResizeObserver(resize).observe(root);

  api
    .state()
    .then((applicant: ApplicantState) => {
      state = initialState(applicant);
      const resume = applicant.status === 'init' ? 'document' : 'result';
      show(resume, false);
      bridge.post({ type: 'ready' });
      if (applicant.status !== 'init') {
        bridge.post({ type: 'status', status: applicant.status, reasons: applicant.reasons });
      }
    })
    .catch((error: unknown) => fail(error instanceof ApiError ? error.message : t('generic')));
}

/** The height the page needs to show the widget whole: to the bottom of its root, with its margin. */
function contentHeight(root: HTMLElement): number {
  const box = root.getBoundingClientRect();
  const margin = Number.parseFloat(getComputedStyle(root).marginBottom) || 0;
  return Math.ceil(box.bottom + window.scrollY + margin);
}

/** The widget's state on opening: the profile's country and the draft's files, the details from the profile. */
function initialState(applicant: ApplicantState): WidgetState {
  const files: Partial<Record<FileKind, DraftFile>> = {};
  for (const file of applicant.files) {
    files[file.kind] = { ...file, name: `${file.kind}.${file.mime.split('/')[1] ?? 'file'}`, preview: null };
  }
  const country = applicant.profile.country;
  return {
    applicant,
    country,
    documentType: documentsFor(country)[0] ?? 'passport',
    files,
    details: {
      first_name: applicant.profile.first_name ?? '',
      last_name: applicant.profile.last_name ?? '',
      birthday: applicant.profile.birthday ?? '',
    },
  };
}

boot();
