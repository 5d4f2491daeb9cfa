import { LANGUAGES, type LanguageCode } from '@meridian/contract/constants';
import {
  type OperatorPromotionLabel,
  PROMOTION_LABEL_NAME_MAX,
  PROMOTION_SLUG_MAX,
  type PromotionLabelKind,
} from '@meridian/contract/operator-offers';
import { Alert, Button, Stack, TableCell, TableRow, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import type { FormErrors } from './content-form';
import { LoadFailed } from './content-parts';
import { type LabelForm, labelDraftOf, labelFormOf, refusedFields, slugOf } from './content-promotion-form';
import { ActionDialog, ReasonDialog, useReasonAction } from './reason-dialog';
import { CreatableList } from './record-table';

/** The promotions' categories and tags, each kind through its own calls. */
const CALLS = {
  categories: {
    list: () => callAdmin('GET /content/promotion-categories'),
    create: (body: { label: LabelForm; reason: string }) => callAdmin('POST /content/promotion-categories', { body }),
    rename: (id: number, body: { names: LabelForm['names']; reason: string }) =>
      callAdmin('PUT /content/promotion-categories/{id}', { params: { id }, body }),
    remove: (id: number, reason: string) =>
      callAdmin('DELETE /content/promotion-categories/{id}', { params: { id }, body: { reason } }),
  },
  tags: {
    list: () => callAdmin('GET /content/promotion-tags'),
    create: (body: { label: LabelForm; reason: string }) => callAdmin('POST /content/promotion-tags', { body }),
    rename: (id: number, body: { names: LabelForm['names']; reason: string }) =>
      callAdmin('PUT /content/promotion-tags/{id}', { params: { id }, body }),
    remove: (id: number, reason: string) =>
      callAdmin('DELETE /content/promotion-tags/{id}', { params: { id }, body: { reason } }),
  },
} as const;

export const labelsKey = (kind: PromotionLabelKind) => ['content', 'promotion-labels', kind] as const;

/** The categories or tags with the promotions that carry each (the promotions editor reads them too). */
export function usePromotionLabels(kind: PromotionLabelKind) {
  return useQuery({ queryKey: labelsKey(kind), queryFn: CALLS[kind].list });
}

/** A label's name in the operator's language, else English, else its address word. */
export const labelName = (label: OperatorPromotionLabel, language: string) =>
  label.names[language as LanguageCode] || label.names.en || label.slug;

/** The categories and the tags of promotions: each listed with its names, created, renamed and deleted with a reason. */
export function LabelsSection() {
  return (
    <Stack spacing={4}>
      <LabelTable kind="categories" />
      <LabelTable kind="tags" />
    </Stack>
  );
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'rename'; label: OperatorPromotionLabel }
  | { kind: 'delete'; label: OperatorPromotionLabel };

function LabelTable({ kind }: { kind: PromotionLabelKind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { data, error, isPending, refetch } = usePromotionLabels(kind);
  const t = (key: string, args?: object) => translate(`meridian.content.labels.${kind}.${key}`, args);
  const l = (key: string, args?: object) => translate(`meridian.content.labels.${key}`, args);
  const done = (message: string, name: string) => {
    void queryClient.invalidateQueries({ queryKey: labelsKey(kind) });
    notify(message, { type: 'success', messageArgs: { name } });
  };

  return (
    <>
      <CreatableList
        title={t('title')}
        titleId={`labels-${kind}`}
        intro={t('intro')}
        newLabel={t('new')}
        onNew={() => setDialog({ kind: 'create' })}
        status={error ? <LoadFailed error={error} retry={refetch} /> : isPending ? <Loading /> : undefined}
        empty={data?.list.length === 0 ? t('empty') : null}
        columns={[
          ...LANGUAGES.map((language) =>
            l('nameIn', { language: translate(`meridian.content.languages.${language}`) }),
          ),
          l('slug'),
          l('promotions'),
          l('actions'),
        ]}
      >
        {data?.list.map((label) => (
          <TableRow key={label.id} hover>
            {LANGUAGES.map((language) => (
              <TableCell key={language} lang={language}>
                {label.names[language] || '—'}
              </TableCell>
            ))}
            <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>{label.slug}</TableCell>
            <TableCell>
              {label.promotion_ids.length > 0 ? label.promotion_ids.map((id) => `#${id}`).join(', ') : l('unused')}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Button
                size="small"
                onClick={() => setDialog({ kind: 'rename', label })}
                aria-label={l('renameOf', { name: label.names.en || label.slug })}
              >
                {l('rename')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setDialog({ kind: 'delete', label })}
                aria-label={l('deleteOf', { name: label.names.en || label.slug })}
              >
                {l('delete')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </CreatableList>
      {dialog?.kind === 'delete' && (
        <ReasonDialog
          title={t('deleteTitle', { name: dialog.label.names.en || dialog.label.slug })}
          help={l('deleteHelp')}
          confirm={l('delete')}
          color="error"
          act={async (reason) => {
            await CALLS[kind].remove(dialog.label.id, reason);
            done('meridian.content.labels.deleted', dialog.label.names.en || dialog.label.slug);
          }}
          onClose={() => setDialog(null)}
        >
          {dialog.label.promotion_ids.length > 0 && (
            <Alert severity="warning">
              {l('inUse', { promotions: dialog.label.promotion_ids.map((id) => `#${id}`).join(', ') })}
            </Alert>
          )}
        </ReasonDialog>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'rename') && (
        <LabelDialog
          kind={kind}
          label={dialog.kind === 'rename' ? dialog.label : null}
          onClose={(name) => {
            setDialog(null);
            if (name)
              done(
                dialog.kind === 'create' ? 'meridian.content.labels.created' : 'meridian.content.labels.renamed',
                name,
              );
          }}
        />
      )}
    </>
  );
}

/**
 * A new category or tag (its names and address word), or new names for one, with the reason kept in
 * the audit. The address word is suggested from the English name until the operator types one.
 */
function LabelDialog({
  kind,
  label,
  onClose,
}: {
  kind: PromotionLabelKind;
  label: OperatorPromotionLabel | null;
  /** The English name once saved; null when cancelled. */
  onClose: (saved: string | null) => void;
}) {
  const translate = useTranslate();
  const [form, setForm] = useState<LabelForm>(() => labelFormOf(label));
  const [slugTyped, setSlugTyped] = useState(label !== null);
  const [errors, setErrors] = useState<FormErrors>({});
  const action = useReasonAction((saved) => onClose(saved ? form.names.en : null));
  const l = (key: string, args?: object) => translate(`meridian.content.labels.${key}`, args);

  const submit = () => {
    const checked = labelDraftOf(form);
    // A rename keeps the address word the label has (valid when it was created).
    if ('errors' in checked) return setErrors(checked.errors);
    action.send(async () => {
      try {
        if (label) await CALLS[kind].rename(label.id, { names: form.names, reason: action.reason.trim() });
        else await CALLS[kind].create({ label: checked.label, reason: action.reason.trim() });
      } catch (caught) {
        const fields = refusedFields(caught, 'label');
        if (!fields) throw caught;
        setErrors(fields);
        throw new Error(translate('meridian.content.refused'));
      }
    });
  };

  const nameField = (language: LanguageCode) => (
    <TextField
      key={language}
      label={l('nameIn', { language: translate(`meridian.content.languages.${language}`) })}
      required
      value={form.names[language]}
      onChange={(event) => {
        const names = { ...form.names, [language]: event.target.value };
        setForm({ names, slug: !slugTyped && language === 'en' ? slugOf(event.target.value) : form.slug });
        setErrors(({ [`names.${language}`]: _gone, ...rest }) => rest);
      }}
      error={Boolean(errors[`names.${language}`])}
      helperText={errors[`names.${language}`]}
      slotProps={{ htmlInput: { maxLength: PROMOTION_LABEL_NAME_MAX, lang: language } }}
    />
  );

  return (
    <ActionDialog
      action={action}
      title={
        label
          ? l('renameTitle', { name: label.names.en || label.slug })
          : translate(`meridian.content.labels.${kind}.new`)
      }
      help={label ? l('renameHelp') : l('createHelp')}
      confirm={label ? l('rename') : l('create')}
      onSubmit={submit}
      onClose={(saved) => onClose(saved ? form.names.en : null)}
    >
      {LANGUAGES.map(nameField)}
      <TextField
        label={l('slug')}
        required
        disabled={label !== null}
        value={form.slug}
        onChange={(event) => {
          setSlugTyped(true);
          setForm({ ...form, slug: event.target.value });
          setErrors(({ slug: _gone, ...rest }) => rest);
        }}
        error={Boolean(errors.slug)}
        helperText={errors.slug ?? (label ? l('slugFixed') : l('slugHelp'))}
        slotProps={{ htmlInput: { maxLength: PROMOTION_SLUG_MAX, spellCheck: false } }}
      />
    </ActionDialog>
  );
}
