import { Alert, Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type DeskPreview } from '@canteen/contract';
import Wallets from './Wallets';

/** The dry run of the payment as it stands: the rules applied, what is due, the wallets it takes from and after. */
export default function PreviewCard({ preview, error }: { preview: DeskPreview | undefined; error: string | null }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('accountDesk.preview')} style={{ marginTop: 16 }}>
      {error && <Alert type="error" showIcon title={error} />}
      {preview && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {!preview.allowed && <Alert type="error" showIcon title={t('accountDesk.refused', { reason: preview.reasonText ?? preview.reason })} />}
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('accountDesk.listAmount')}>{formatMoney(preview.listAmount)}</Descriptions.Item>
            <Descriptions.Item label={t('accountDesk.payable')}>
              <b>{formatMoney(preview.payable)}</b>
            </Descriptions.Item>
            <Descriptions.Item label={t('accountDesk.meal')}>{preview.mealType === null ? t('accountDesk.noMealShort') : t(`canteens.mealType.${preview.mealType}`)}</Descriptions.Item>
            {(preview.pointsUsed > 0 || preview.pointsGained > 0) && (
              <Descriptions.Item label={t('accountDesk.points')}>{t('accountDesk.pointsMoved', { used: preview.pointsUsed, gained: preview.pointsGained })}</Descriptions.Item>
            )}
          </Descriptions>
          {preview.applied.length > 0 && (
            <Space wrap>
              {preview.applied.map((r) => (
                <Tag key={`${r.kind}-${r.id}`} color="green">{`${r.name} −${formatMoney(r.amount)}`}</Tag>
              ))}
            </Space>
          )}
          {preview.allowed && (
            <>
              <Wallets kind="from" title={t('accountDesk.split')} wallets={preview.split} />
              <Wallets kind="balances" title={t('accountDesk.after')} wallets={preview.after} />
            </>
          )}
        </Space>
      )}
    </Card>
  );
}
