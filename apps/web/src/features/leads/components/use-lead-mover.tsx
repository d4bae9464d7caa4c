import { canMoveLead, leadLostReasonSchema, type Lead, type LeadStage } from '@bookone/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { ReasonDialog } from '../../../components/form-dialog/reason-dialog';
import { useNotice } from '../../../components/resource-list';
import { errorMessage } from '../../../lib/error-message';
import { useMoveLead } from '../api/leads';
import { leadName } from '../utils/format';

/**
 * One way to move a lead, whatever asked (a drop on the board, the card's Move menu, the details' buttons): LOST asks
 * for the reason, WON for a confirmation (it makes the business's property and invites its administrator); the move
 * says which stage the mover saw, so that a lead someone else moved meanwhile is refused and the board refreshed.
 */
export function useLeadMover() {
  const { t } = useTranslation('leads');
  const move = useMoveLead();
  const confirm = useConfirm();
  const notice = useNotice();
  const [losing, setLosing] = useState<Lead | null>(null);

  const send = async (lead: Lead, stage: LeadStage, lostReason?: string) => {
    const saved = await move.mutateAsync({ id: lead.id, change: { stage, from: lead.stage, lostReason } });
    notice.show(t('move.done', { name: lead.propertyName, stage: t(`stage.${saved.stage}`) }));
    return saved;
  };

  async function request(lead: Lead, stage: LeadStage) {
    if (!canMoveLead(lead.stage, stage)) return;
    if (stage === 'LOST') return setLosing(lead);
    if (stage === 'WON') {
      const ok = await confirm({
        title: t('won.title', { name: lead.propertyName }),
        message: t('won.message', { name: leadName(lead), email: lead.email ?? '—' }),
        okText: t('won.confirm'),
      });
      if (!ok) return;
    }
    try {
      await send(lead, stage);
    } catch (error) {
      notice.show(errorMessage(error), 'error');
    }
  }

  const element = (
    <>
      {notice.element}
      {losing && (
        <ReasonDialog
          schema={leadLostReasonSchema}
          title={t('lost.title', { name: losing.propertyName })}
          label={t('fields.lostReason')}
          hint={t('lost.hint')}
          submitLabel={t('lost.submit')}
          submittingLabel={t('lost.submitting')}
          onClose={() => setLosing(null)}
          onSave={async ({ reason }) => {
            await send(losing, 'LOST', reason);
            setLosing(null);
          }}
        />
      )}
    </>
  );
  return { request, element, pending: move.isPending };
}
