import { Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type SubsidyRule } from '@canteen/contract';
import { call } from '@/api';
import { newBizNo } from '../shared/money';

/**
 * "Grant now": reads whom the rule reaches, asks, then grants. The bizNo is made once per confirmation and kept
 * for its retries, so a double click or a retry after a lost reply grants once (DESIGN §5).
 */
export function useGrant() {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const [notice, noticeHolder] = message.useMessage();

  const grant = async (rule: SubsidyRule) => {
    let reach: { count: number; amount: number };
    try {
      reach = await call('accounts.subsidyRulePeople', { ruleId: rule.ruleId });
    } catch {
      return;
    }
    if (!reach.count) {
      void notice.warning(t('accountImports.grant.nobody'));
      return;
    }
    const bizNo = newBizNo();
    // Awaited: antd then keeps a failed OK quiet (the request client has shown why) and the dialog open.
    await modal.confirm({
      title: t('accountImports.grant.title', { name: rule.ruleName }),
      content: t(rule.clearFirst ? 'accountImports.grant.textClear' : 'accountImports.grant.text', { count: reach.count, amount: formatMoney(reach.amount), each: formatMoney(rule.amount) }),
      okText: t('widgets.common.ok'),
      cancelText: t('widgets.common.cancel'),
      onOk: async () => {
        // A failure keeps the dialog open; OK again retries with the same bizNo.
        const done = await call('accounts.subsidyRuleGrant', { ruleId: rule.ruleId, bizNo });
        void notice.success(t('accountImports.grant.done', { count: done.count, amount: formatMoney(done.amount) }));
      },
    });
  };

  return [grant, (
    <>
      {modalHolder}
      {noticeHolder}
    </>
  )] as const;
}
