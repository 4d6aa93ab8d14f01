import { useState } from 'react';
import { Button, Descriptions, Form, Input, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, type OutputOf } from '@canteen/contract';
import { call } from '@/api';
import { loadCanteens } from '../extraOptions';
import { Swatch } from './fields';

type Parsed = OutputOf<'devices.tablewareCodeParse'>;

/** Reads a chip's code (shape code + colour code, e.g. RB2 or R-B2) as a device would, to check the set-up. */
export default function CodeParse() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [canteenId, setCanteenId] = useState<number | undefined>();
  const [result, setResult] = useState<Parsed | 'none' | null>(null);
  const canteens = useQuery({ queryKey: ['canteens.canteenList', 'tableware'], queryFn: loadCanteens });

  const parse = async () => {
    try {
      setResult(await call('devices.tablewareCodeParse', { code: code.trim(), ...(canteenId ? { canteenId } : {}) }));
    } catch {
      setResult('none'); // the request client has shown why
    }
  };

  return (
    <div>
      <Form layout="inline" onFinish={() => void parse()}>
        <Form.Item label={t('devices.tableware.code')} extra={t('devices.tableware.codeHelp')}>
          <Input value={code} onChange={(e) => setCode(e.target.value)} maxLength={5} aria-label={t('devices.tableware.code')} />
        </Form.Item>
        <Form.Item label={t('devices.tableware.canteen')}>
          <Select
            allowClear
            style={{ minWidth: 180 }}
            value={canteenId}
            onChange={setCanteenId}
            aria-label={t('devices.tableware.canteen')}
            placeholder={t('devices.allCanteens')}
            options={(canteens.data ?? []).map((c) => ({ value: c.value as number, label: c.label }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" disabled={!code.trim()}>
            {t('devices.tableware.parse')}
          </Button>
        </Space>
      </Form>
      {result === 'none' && <p style={{ marginTop: 16 }}>{t('devices.tableware.noMatch')}</p>}
      {result && result !== 'none' && (
        <Descriptions style={{ marginTop: 16 }} bordered column={1} size="small">
          <Descriptions.Item label={t('devices.tableware.shape')}>{`${result.shape.shapeCode} ${result.shape.shapeName}`}</Descriptions.Item>
          <Descriptions.Item label={t('devices.tableware.colour')}>
            {`${result.colour.colourCode} ${result.colour.colourName} `}
            <Swatch hex={result.colour.hex} />
          </Descriptions.Item>
          <Descriptions.Item label={t('devices.tableware.price')}>{formatMoney(result.price)}</Descriptions.Item>
          <Descriptions.Item label={t('devices.tableware.canteen')}>
            {result.canteenId === null ? t('devices.allCanteens') : (canteens.data?.find((c) => c.value === result.canteenId)?.label ?? result.canteenId)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </div>
  );
}
