import type { SiteKey } from '@meridian/contract/locales/en';
import { type ProfileField, profileGroups, type User } from '@meridian/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useSettings } from '../../../shared/api/get-settings';
import { formatCalendarDate } from '../../../shared/format/format-date-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { TechErrorState } from '../../../shared/ui/states/tech-error-state';
import { profileFormQueryKey, saveProfileForm, useProfileForm } from '../api/profile-form';
import { VerificationRow } from '../components/verification-row';
import {
  CONTACT_CODES,
  fieldState,
  hasChanges,
  isEditable,
  type ProfileValues,
  profilePayload,
  validateProfile,
} from '../lib/profile-rules';
import styles from './profile-info-page.module.css';

function ContactRow({ kind, user }: { kind: 'email' | 'phone'; user: User }) {
  const { t } = useTranslation();
  const open = usePopupStore((state) => state.open);
  const value = kind === 'email' ? user.email : user.phone;
  const verified = (kind === 'email' ? user.email_verified_at : user.phone_verified_at) !== null;
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{t(kind === 'email' ? 'signup.tab.1' : 'signup.tab.2')}</dt>
      <dd className={styles.value}>
        <span>{value || '—'}</span>
        {value && (
          <span className={verified ? styles.verified : styles.unverified}>
            {t(verified ? 'profile.verified' : 'profile.unverified')}
          </span>
        )}
        {!verified && (
          <Button size="sm" onClick={() => open('Confirmation', { type: kind })}>
            {t(kind === 'email' ? 'more.confirmEmail' : 'more.confirmPhone')}
          </Button>
        )}
        {kind === 'phone' && verified && (
          <Button size="sm" onClick={() => open('UnlinkPhone')}>
            {t('popup.UnlinkPhone')}
          </Button>
        )}
      </dd>
    </div>
  );
}

interface DiscardDialogProps {
  /** Asked because a link leads away from the page, not because of Cancel. */
  leaving?: boolean;
  onStay: () => void;
  onDiscard: () => void;
}

/** The question asked before unsaved edits are thrown away, by Cancel or by leaving the page. */
function DiscardDialog({ leaving = false, onStay, onDiscard }: DiscardDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t(leaving ? 'profile.leaveTitle' : 'profile.discardTitle')} onClose={onStay}>
      <p className={styles.hint}>{t('profile.discardText')}</p>
      <div className={styles.actions}>
        <Button onClick={onStay}>{t('profile.keepEditing')}</Button>
        <Button variant="primary" onClick={onDiscard}>
          {t(leaving ? 'profile.leave' : 'profile.discard')}
        </Button>
      </div>
    </Dialog>
  );
}

function displayValue(field: ProfileField, language: string): string {
  if (!field.value) return '—';
  if (field.type === 'date') return formatCalendarDate(field.value, language);
  if (field.type === 'dict')
    return field.dict?.find((option) => String(option.id) === field.value)?.name ?? field.value;
  return field.value;
}

/** /profile/info: view, then edit of the empty fields (spec 000 §4). */
export function ProfileInfoPage() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const form = useProfileForm(settings.partner_group, isAuthorized);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileValues>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const fields = (form.data?.fields ?? []).filter(
    (field) => field.type !== 'ignored' && !CONTACT_CODES.has(field.code),
  );
  const dirty = isAuthorized && editing && hasChanges(fields, values);
  // An in-app link away from the page with unsaved changes asks first; the popup parameter and other
  // query-only changes stay on the page and pass.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    // Leaving the site with unsaved changes asks the browser's own question.
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [dirty]);

  const save = useMutation({
    mutationFn: () => saveProfileForm(profilePayload(fields, values)),
    onSuccess: (answer) => {
      queryClient.setQueryData([...profileFormQueryKey, settings.partner_group], answer);
      setEditing(false);
      setValues({});
      notify.success(t('profile.saved'));
    },
    onError: (failure) => {
      if (!isApiError(failure)) return notify.error(t('auth.error.generic'));
      const next: Record<string, string> = {};
      for (const field of fields) {
        const message = failure.fieldError(field.code);
        if (message) next[field.code] = message;
      }
      if (Object.keys(next).length === 0) notify.error(failure.message);
      setServerErrors(next);
    },
  });

  if (!isAuthorized) {
    return (
      <>
        <PageHeading>{t('more.info')}</PageHeading>
        <p className={styles.hint}>{t('more.guestHint')}</p>
        <ButtonLink to="/auth/login" variant="primary">
          {t('auth.login')}
        </ButtonLink>
      </>
    );
  }
  if (form.isError) return <TechErrorState onRetry={() => void form.refetch()} />;
  if (!form.data) {
    return (
      <>
        <PageHeading>{t('more.info')}</PageHeading>
        <Skeleton height={320} />
      </>
    );
  }

  const errors = validateProfile(fields, values);
  const canSave = dirty && Object.keys(errors).length === 0 && !save.isPending;
  const cancel = () => {
    setEditing(false);
    setValues({});
    setServerErrors({});
    setConfirmDiscard(false);
  };
  const setValue = (code: string, value: string) => {
    setValues((current) => ({ ...current, [code]: value }));
    setServerErrors((current) => ({ ...current, [code]: '' }));
  };

  const renderEditor = (field: ProfileField) => {
    const state = fieldState(field, fields, values);
    const value = values[field.code] ?? '';
    const localError = errors[field.code] ? t(`profile.error.${errors[field.code]}` as SiteKey) : null;
    const common = {
      label: field.name,
      required: state.required,
      disabled: state.disabled,
      error: serverErrors[field.code] || (value || field.rules.required_with ? localError : null),
    };
    if (field.type === 'dict') {
      return (
        <SelectField
          {...common}
          value={value}
          options={[
            { value: '', label: t('profile.choose') },
            ...(field.dict ?? []).map((o) => ({ value: String(o.id), label: o.name })),
          ]}
          onValueChange={(next) => setValue(field.code, next)}
        />
      );
    }
    return (
      <TextField
        {...common}
        type={field.type === 'date' ? 'date' : 'text'}
        placeholder={field.placeholder || undefined}
        value={value}
        onValueChange={(next) => setValue(field.code, next)}
      />
    );
  };

  return (
    <>
      <PageHeading>{t('more.info')}</PageHeading>
      <section className={styles.group} aria-labelledby="profile-contacts">
        <h2 id="profile-contacts" className={styles.groupTitle}>
          {t('profile.group.contacts')}
        </h2>
        <dl className={styles.list}>
          <div className={styles.row}>
            <dt className={styles.label}>{t('regComplete.id')}</dt>
            <dd className={styles.value}>{form.data.user.id}</dd>
          </div>
          <ContactRow kind="email" user={form.data.user} />
          <ContactRow kind="phone" user={form.data.user} />
          <VerificationRow kyc={form.data.user.kyc} />
        </dl>
      </section>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) save.mutate();
        }}
      >
        {profileGroups.map((group) => {
          const inGroup = fields.filter((field) => field.group === group);
          if (inGroup.length === 0) return null;
          return (
            <section key={group} className={styles.group} aria-labelledby={`profile-${group}`}>
              <h2 id={`profile-${group}`} className={styles.groupTitle}>
                {t(`profile.group.${group}` as SiteKey)}
              </h2>
              {editing ? (
                <div className={styles.grid}>
                  {inGroup.map((field) =>
                    isEditable(field) ? (
                      <div key={field.code}>{renderEditor(field)}</div>
                    ) : (
                      <TextField
                        key={field.code}
                        label={field.name}
                        value={displayValue(field, i18n.language)}
                        onValueChange={() => undefined}
                        disabled
                      />
                    ),
                  )}
                </div>
              ) : (
                <dl className={styles.list}>
                  {inGroup.map((field) => (
                    <div key={field.code} className={styles.row}>
                      <dt className={styles.label}>{field.name}</dt>
                      <dd className={styles.value}>{displayValue(field, i18n.language)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </section>
          );
        })}
        <div className={styles.actions}>
          {editing ? (
            <>
              <Button type="submit" variant="primary" disabled={!canSave} aria-busy={save.isPending}>
                {save.isPending ? t('app.loading') : t('profile.save')}
              </Button>
              <Button onClick={() => (dirty ? setConfirmDiscard(true) : cancel())}>{t('dialog.cancel')}</Button>
            </>
          ) : (
            fields.some(isEditable) && (
              <Button variant="primary" onClick={() => setEditing(true)}>
                {t('profile.edit')}
              </Button>
            )
          )}
        </div>
      </form>
      {confirmDiscard && <DiscardDialog onStay={() => setConfirmDiscard(false)} onDiscard={cancel} />}
      {blocker.state === 'blocked' && <DiscardDialog leaving onStay={blocker.reset} onDiscard={blocker.proceed} />}
    </>
  );
}
