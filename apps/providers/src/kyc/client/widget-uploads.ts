import { button, h } from '../../shared/client/dom.js';
import { COUNTRY_CODES, documentsFor, type FileKind } from '../kyc.documents.js';
import type { KycTextKey } from '../kyc.texts.js';
import { cameraSupported, startCamera } from './camera.js';
import { shrinkPhoto } from './shrink.js';
import { ApiError } from './widget-api.js';
import { actions, errorSlot, readPreview, type StepContext, showError, stepSection, uid } from './widget-context.js';

const MAX_BYTES = 10 * 1024 * 1024;
const DOCUMENT_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/** The first step: the country that issued the document, and the document (offered by that country). */
export function documentStep(ctx: StepContext): HTMLElement {
  const { state, t } = ctx;
  const names = new Intl.DisplayNames([ctx.lang], { type: 'region' });
  const countries = [...new Set([state.country, ...COUNTRY_CODES])]
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, ctx.lang));
  const countryId = uid('country');
  const select = h(
    'select',
    { id: countryId, name: 'country', autocomplete: 'country' },
    ...countries.map((c) => h('option', { value: c.code, selected: c.code === state.country, text: c.name })),
  );
  select.value = state.country;
  const legend = h('legend', { text: t('document_type') });
  const group = h('fieldset', { class: 'choices' }, legend);
  const drawChoices = () => {
    const offered = documentsFor(state.country);
    if (!offered.includes(state.documentType)) state.documentType = offered[0] ?? 'passport';
    group.replaceChildren(
      legend,
      ...offered.map((type) => {
        const input = h('input', {
          type: 'radio',
          name: 'document_type',
          value: type,
          checked: type === state.documentType,
        });
        input.addEventListener('change', () => {
          state.documentType = type;
        });
        return h('label', { class: 'choice' }, input, h('span', { text: t(`doc_${type}` as KycTextKey) }));
      }),
    );
  };
  select.addEventListener('change', () => {
    state.country = select.value;
    drawChoices();
  });
  drawChoices();
  return stepSection(
    ctx,
    'document',
    t('document_title'),
    h('p', { class: 'intro', text: t('document_intro') }),
    h('div', { class: 'field' }, h('label', { for: countryId, text: t('issuing_country') }), select),
    group,
    actions(button(t('next'), { class: 'primary' }, () => ctx.next())),
  );
}

/** An upload step for the front or the back of the document. */
export function sideStep(ctx: StepContext, kind: 'front' | 'back'): HTMLElement {
  const title =
    kind === 'back' ? 'back_title' : ctx.state.documentType === 'passport' ? 'front_title_passport' : 'front_title';
  const picker = filePicker(ctx, kind, DOCUMENT_TYPES, 'upload_hint');
  return stepSection(
    ctx,
    kind,
    ctx.t(title),
    picker.element,
    actions(
      button(ctx.t('back'), { class: 'secondary' }, () => ctx.back()),
      picker.next,
    ),
  );
}

/** The selfie: the camera where the browser allows it, a photo to upload everywhere. */
export function selfieStep(ctx: StepContext): HTMLElement {
  const { t } = ctx;
  const picker = filePicker(ctx, 'selfie', PHOTO_TYPES, 'selfie_hint', 'user');
  const cameraNote = h('p', { class: 'note', role: 'status' });
  const video = h('video', {
    class: 'camera',
    'aria-label': t('camera_video'),
    hidden: true,
    playsinline: true,
    muted: true,
  });
  const shoot = button(t('take_photo'), { class: 'primary', hidden: true });
  const start = button(t('start_camera'), { class: 'secondary' });
  let stop: (() => void) | null = null;
  ctx.onLeave(() => stop?.());
  start.addEventListener('click', async () => {
    start.disabled = true;
    const camera = await startCamera(video);
    start.disabled = false;
    if (typeof camera === 'string') {
      cameraNote.textContent = t(camera);
      return;
    }
    stop = camera.stop;
    video.hidden = false;
    shoot.hidden = false;
    start.hidden = true;
    shoot.focus();
    shoot.onclick = async () => {
      const blob = await camera.capture().catch(() => null);
      if (!blob) return;
      camera.stop();
      video.hidden = true;
      shoot.hidden = true;
      start.hidden = false;
      start.textContent = t('retake');
      await picker.send(new File([blob], 'selfie.jpg', { type: 'image/jpeg' }));
    };
  });
  const camera = cameraSupported()
    ? h('div', { class: 'camera-box' }, video, actions(start, shoot), cameraNote)
    : h('p', { class: 'note', text: t('camera_unavailable') });
  return stepSection(
    ctx,
    'selfie',
    t('selfie_title'),
    h('p', { class: 'intro', text: t('selfie_intro') }),
    camera,
    picker.element,
    actions(
      button(t('back'), { class: 'secondary' }, () => ctx.back()),
      picker.next,
    ),
  );
}

/**
 * A file field that uploads what is chosen at once: the server checks it and keeps it as the draft's
 * file of its kind; a refusal shows under the field. The step goes on once its file is kept.
 */
function filePicker(ctx: StepContext, kind: FileKind, accept: string, hint: KycTextKey, capture?: 'user') {
  const { t, state } = ctx;
  const inputId = uid(kind);
  const hintId = uid('hint');
  const errorId = uid('error');
  const input = h('input', {
    id: inputId,
    type: 'file',
    name: kind,
    accept,
    capture,
    'aria-describedby': `${hintId} ${errorId}`,
  });
  const status = h('p', { class: 'status', role: 'status' });
  const error = errorSlot(errorId);
  const preview = h('div', { class: 'preview' });
  const next = button(t('next'), { class: 'primary' }, () => {
    if (state.files[kind]) ctx.next();
    else showError(error, t(kind === 'selfie' ? 'missing_selfie' : kind === 'back' ? 'missing_back' : 'missing_front'));
  });
  const drawKept = () => {
    const kept = state.files[kind];
    status.textContent = kept ? t('uploaded', { name: kept.name }) : '';
    preview.replaceChildren(kept?.preview ? h('img', { src: kept.preview, alt: t('preview_alt') }) : '');
  };
  const send = async (chosen: File) => {
    showError(error, null);
    input.disabled = true;
    status.textContent = t('uploading');
    try {
      const file = await shrinkPhoto(chosen);
      if (file.size > MAX_BYTES) {
        drawKept();
        showError(error, t('file_too_large'));
        return;
      }
      const uploaded = await ctx.api.upload(kind, file);
      state.files[kind] = { ...uploaded, name: chosen.name, preview: await readPreview(file) };
      drawKept();
    } catch (failure) {
      drawKept();
      const message = failure instanceof ApiError ? failure.message : t('upload_failed');
      showError(error, message);
      if (failure instanceof ApiError && failure.status === 401) ctx.emit({ type: 'error', message });
    } finally {
      input.disabled = false;
      input.value = '';
    }
  };
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (file) void send(file);
  });
  drawKept();
  const element = h(
    'div',
    { class: 'field upload' },
    h('label', { for: inputId, text: t(state.files[kind] ? 'replace_file' : 'choose_file') }),
    h('p', { id: hintId, class: 'hint', text: t(hint) }),
    input,
    error,
    status,
    preview,
  );
  return { element, next, send };
}
