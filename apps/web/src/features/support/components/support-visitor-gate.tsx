import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { createSupportVisitor } from '../api/support-calls';
import type { SupportT } from '../i18n/support-texts';
import { useSupportChatStore } from '../store/support-chat.store';
import styles from './support-chat.module.css';

interface SupportVisitorGateProps {
  t: SupportT;
  /** The site's bot check (the sign-up's): its solution, or nothing when the check is off. */
  botCheck: () => Promise<string | undefined>;
}

/** A visitor passes the bot check once for a pass to the chat, kept on this device for 30 days. */
export function SupportVisitorGate({ t, botCheck }: SupportVisitorGateProps) {
  const openPopup = usePopupStore((state) => state.open);
  const start = useMutation({
    mutationFn: async () => createSupportVisitor(await botCheck()),
    onSuccess: (pass) => useSupportChatStore.getState().setVisitor(pass),
  });

  return (
    <div className={styles.gate}>
      <ShieldCheck aria-hidden size={32} className={styles.gateIcon} />
      <h3 className={styles.gateTitle}>{t('support.visitor.title')}</h3>
      <p className={styles.gateText}>{t('support.visitor.text')}</p>
      {start.isPending ? (
        <p className={styles.gateBusy} role="status">
          <Spinner size="sm" label={t('support.visitor.checking')} />
          {t('support.visitor.checking')}
        </p>
      ) : (
        <Button variant="primary" onClick={() => start.mutate()}>
          {t('support.visitor.start')}
        </Button>
      )}
      {start.isError && (
        <p className={styles.gateError} role="alert">
          {t('support.visitor.failed')}
        </p>
      )}
      <Button variant="ghost" size="sm" onClick={() => openPopup('Login')}>
        {t('support.visitor.signIn')}
      </Button>
    </div>
  );
}
