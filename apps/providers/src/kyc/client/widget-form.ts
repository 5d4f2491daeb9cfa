import { button, h } from '../../shared/client/dom.js';
import { needsBack } from '../kyc.documents.js';
import { type KycTextKey, reasonText } from '../kyc.texts.js';
import { ApiError } from './widget-api.js';
import { actions, errorSlot, type StepContext, type StepName, showError, stepSection, uid } from './widget-context.js';

interface FieldSpec {
  name: 'first_name' | 'last_name' | 'birthday' | 'document_number' | 'document_expiry';
  type: 'text' | 'date';
  autocomplete: string;
}

const FIELDS: FieldSpec[] = [
  { name: 'first_name', type: 'text', autocomplete: 'given-name' },
  { name: 'last_name', type: 'text', autocomplete: 'family-name' },
  { name: 'birthday', type: 'date', autocomplete: 'bday' },
  { name: 'document_number', type: 'text', autocomplete: 'off' },
  { name: 'document_expiry', type: 'date', autocomplete: 'off' },
];

/** Where a refused file sends the player back to. */
const FILE_STEPS: Record<string, StepName> = { front: 'front', back: 'back', selfie: 'selfie' };

/** The personal data as written in the document, then the submission. */
export function detailsStep(ctx: StepContext): HTMLElement {
  const { t, state } = ctx;
  const inputs = new Map<string, { input: HTMLInputElement; error: HTMLElement }>();
  const formError = errorSlot(uid('form-error'));
  const fields = FIELDS.map((spec) => {
    const id = uid(spec.name);
    const error = errorSlot(uid('error'));
    const input = h('input', {
      id,
      name: spec.name,
      type: spec.type,
      autocomplete: spec.autocomplete,
      required: true,
      value: state.details[spec.name] ?? '',
      'aria-describedby': error.id,
      ...(spec.name === 'document_number' ? { autocapitalize: 'characters', spellcheck: 'false' } : {}),
    });
    input.addEventListener('input', () => {
      state.details[spec.name] = input.value;
    });
    inputs.set(spec.name, { input, error });
    return h('div', { class: 'field' }, h('label', { for: id, text: t(spec.name as KycTextKey) }), input, error);
  });
  const submit = h('button', { type: 'submit', class: 'primary', text: t('submit') });
  const form = h('form', { class: 'details', novalidate: true }, ...fields, formError);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    for (const { input, error } of inputs.values()) {
      input.removeAttribute('aria-invalid');
      showError(error, null);
    }
    showError(formError, null);
    submit.disabled = true;
    submit.textContent = t('submitting');
    try {
      const answer = await ctx.api.submit({
        ...state.details,
        document_type: state.documentType,
        country: state.country,
      });
      state.applicant = { ...state.applicant, status: answer.status, reasons: answer.reasons };
      state.files = {};
      ctx.emit({ type: 'submitted' });
      if (answer.status !== 'init') ctx.emit({ type: 'status', status: answer.status, reasons: answer.reasons });
      ctx.go('result');
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : t('generic');
      const fieldErrors = failure instanceof ApiError ? failure.fields : {};
      let first: HTMLElement | null = null;
      const elsewhere: string[] = [];
      for (const [name, text] of Object.entries(fieldErrors)) {
        const slot = inputs.get(name);
        if (slot) {
          slot.input.setAttribute('aria-invalid', 'true');
          showError(slot.error, text);
          first ??= slot.input;
        } else {
          elsewhere.push(text);
          // A missing file: the draft forgets it, so its step asks for it again.
          const step = FILE_STEPS[name];
          if (step) delete state.files[step as 'front'];
        }
      }
      if (elsewhere.length > 0 || !first) showError(formError, elsewhere.join(' ') || message);
      (first ?? submit).focus();
      if (failure instanceof ApiError && failure.status === 401) ctx.emit({ type: 'error', message });
    } finally {
      submit.disabled = false;
      submit.textContent = t('submit');
    }
  });
  form.append(
    actions(
      button(t('back'), { class: 'secondary' }, () => ctx.back()),
      submit,
    ),
  );
  return stepSection(ctx, 'details', t('details_title'), h('p', { class: 'intro', text: t('details_intro') }), form);
}

const STATUS_TEXT: Record<string, KycTextKey> = {
  pending: 'status_pending',
  approved: 'status_approved',
  review: 'status_review',
  rejected: 'status_rejected',
};

/** Where the applicant stands; after a rejection, what to fix and a way to start again. */
export function resultStep(ctx: StepContext): HTMLElement {
  const { t, state } = ctx;
  const { status, reasons } = state.applicant;
  const rejected = status === 'rejected';
  const list =
    rejected && reasons.length > 0
      ? [
          h('h3', { text: t('reasons_title') }),
          h('ul', { class: 'reasons' }, ...reasons.map((reason) => h('li', { text: reasonText(ctx.lang, reason) }))),
        ]
      : [];
  const again = rejected
    ? actions(
        button(t('try_again'), { class: 'primary' }, () => {
          state.files = {};
          ctx.go('document');
        }),
      )
    : null;
  return stepSection(
    ctx,
    'result',
    t('result_title'),
    h('p', { class: `outcome outcome-${status}`, role: 'status', text: t(STATUS_TEXT[status] ?? 'status_pending') }),
    ...list,
    ...(again ? [again] : []),
  );
}

/** The steps of a document: its sides, the selfie, the details, the result. */
export function stepsOf(documentType: Parameters<typeof needsBack>[0]): StepName[] {
  return ['document', 'front', ...(needsBack(documentType) ? (['back'] as const) : []), 'selfie', 'details', 'result'];
}
