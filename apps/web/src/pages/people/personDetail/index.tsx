import { Alert, Button, Card, Col, Descriptions, Empty, Image, Row, Skeleton, Space, Tag, Upload, message } from 'antd';
import { ScanOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call, upload } from '@/api';
import ImageUpload from '@/components/ImageUpload';
import SlaveCards from './SlaveCards';
import PayCodeButton from './PayCode';
import { formatDateTime } from '@/shell/clock';

/** One person (/personal/personnal/detail?id=…, menu 704010): their fields, payment code, slave cards, photo (change it) and face registration. */
export default function PersonDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [params] = useSearchParams();
  const custId = Number(params.get('id'));
  const detail = useQuery({ queryKey: ['customers.detail', custId], queryFn: () => call('customers.detail', { custId }), enabled: custId > 0 });
  if (!(custId > 0)) return <Empty description={t('customers.noneChosen')} />;
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Alert type="error" showIcon title={t('customers.notFound')} />;
  const person = detail.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['customers.detail', custId] });
  const active = person.state === 'normal';

  const savePhoto = async (urls: string[]) => {
    try {
      await call('customers.savePhoto', { custId, photoUrl: urls[0] ?? '' });
    } catch {
      return;
    }
    void notice.success(t('customers.photoSaved'));
    await refresh();
  };
  const registerFace = async (file: File) => {
    try {
      await upload('customers.registerFace', file, { custId });
    } catch {
      return;
    }
    void notice.success(t('customers.faceRegistered'));
    await refresh();
  };
  const text = (v: string | null | undefined) => v || '—';

  return (
    <Row gutter={16}>
      {noticeHolder}
      <Col xs={24} lg={17}>
        <Descriptions
          bordered
          column={2}
          title={person.custName}
          extra={
            <Space>
              {active && <PayCodeButton custId={custId} name={person.custName} />}
              <Button onClick={() => void navigate('/personal/personnal')}>{t('customers.back')}</Button>
            </Space>
          }
        >
          <Descriptions.Item label={t('customers.custNum')}>{person.custNum}</Descriptions.Item>
          <Descriptions.Item label={t('customers.state')}>
            <Tag color={active ? 'green' : 'default'}>{t(`customers.state.${person.state}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('customers.org')}>{person.orgName}</Descriptions.Item>
          <Descriptions.Item label={t('customers.kind')}>{t(`customers.kind.${person.kind}`)}</Descriptions.Item>
          <Descriptions.Item label={t('customers.sex')}>{t(`customers.sex.${person.sex}`)}</Descriptions.Item>
          <Descriptions.Item label={t('customers.phone')}>{text(person.phone)}</Descriptions.Item>
          <Descriptions.Item label={t('customers.psnType')}>{text(person.psnTypeName ?? (person.psnTypeId ? String(person.psnTypeId) : null))}</Descriptions.Item>
          <Descriptions.Item label={t('customers.job')}>{text(person.jobName ?? (person.jobId ? String(person.jobId) : null))}</Descriptions.Item>
          <Descriptions.Item label={t('customers.grade')}>{text(person.gradeName ?? (person.gradeId ? String(person.gradeId) : null))}</Descriptions.Item>
          <Descriptions.Item label={t('customers.idCardNo')}>{text(person.idCardNo)}</Descriptions.Item>
          <Descriptions.Item label={t('customers.birthday')}>{text(person.birthday)}</Descriptions.Item>
          <Descriptions.Item label={t('customers.faceId')}>{text(person.faceId)}</Descriptions.Item>
          <Descriptions.Item label={t('customers.createdAt')}>{formatDateTime(person.createdAt)}</Descriptions.Item>
          {person.cancelledAt && <Descriptions.Item label={t('customers.cancelledAt')}>{formatDateTime(person.cancelledAt)}</Descriptions.Item>}
          <Descriptions.Item label={t('customers.remark')} span={2}>
            {text(person.remark)}
          </Descriptions.Item>
        </Descriptions>
        <SlaveCards custId={custId} active={active} />
      </Col>
      <Col xs={24} lg={7}>
        <Card size="small" title={t('customers.photo')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {person.photoUrl ? <Image src={person.photoUrl} width={160} alt={person.custName} /> : <Empty description={t('customers.noPhoto')} />}
            {active && (
              <>
                <ImageUpload key={person.photoUrl} value={person.photoUrl ? [person.photoUrl] : []} limit={1} uploadKey="cust" onChange={(urls) => void savePhoto(urls)} />
                <Upload
                  accept=".jpg,.jpeg,.png,.gif,.bmp"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void registerFace(file);
                    return false;
                  }}
                >
                  <Button icon={<ScanOutlined />}>{t('customers.registerFace')}</Button>
                </Upload>
              </>
            )}
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
