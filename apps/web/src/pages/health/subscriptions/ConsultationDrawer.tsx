import { useId, useState } from 'react';
import { Button, Col, Drawer, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONSULTATION_CATEGORIES, CONSULTATION_CONTENT_MAX, type Consultation } from '@canteen/contract';
import { call } from '@/api';
import ImageUpload from '@/components/ImageUpload';
import { matchFieldErrors, validationFields } from '@/components/ResourcePage/serverErrors';
import { safeHtml } from './safeHtml';

interface Values {
  title: string;
  category: Consultation['category'];
  cover: string[];
  summary?: string;
  content?: string;
  chronicIds: number[];
  psnTypeIds: number[];
  author?: string;
}
const FIELDS = ['title', 'category', 'coverImage', 'summary', 'content', 'chronicIds', 'psnTypeIds', 'author'];

interface Props {
  /** The article to edit; none: a new one. */
  consultationId: number | null;
  targets: { chronics: { value: number; label: string }[]; psnTypes: { value: number; label: string }[] };
  onSaved: (state: Consultation['state']) => Promise<void>;
  onClose: () => void;
}

/** Writes a health article: its fields, an HTML body with a preview of what will be kept, saved as a draft or published. */
export default function ConsultationDrawer({ consultationId, targets, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const formName = `article${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [saving, setSaving] = useState(false);
  const content = Form.useWatch('content', form) ?? '';
  const current = useQuery({
    queryKey: ['healthRecipes.consultationDetail', consultationId],
    queryFn: () => call('healthRecipes.consultationDetail', { consultationId: consultationId! }),
    enabled: consultationId !== null,
  });
  const loaded = consultationId === null || current.isSuccess;

  const save = async (state: Consultation['state']) => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    const body = {
      title: values.title.trim(),
      category: values.category,
      coverImage: values.cover?.[0] ?? '',
      summary: (values.summary ?? '').trim(),
      content: values.content ?? '',
      chronicIds: values.chronicIds ?? [],
      psnTypeIds: values.psnTypeIds ?? [],
      author: (values.author ?? '').trim(),
      state,
    };
    try {
      if (consultationId === null) await call('healthRecipes.consultationAdd', body);
      else await call('healthRecipes.consultationUpdate', { consultationId, ...body });
      await onSaved(state);
      onClose();
    } catch (error) {
      const { byField } = matchFieldErrors(validationFields(error), FIELDS);
      form.setFields([...byField].map(([name, errors]) => ({ name: name === 'coverImage' ? 'cover' : name, errors })) as never);
    } finally {
      setSaving(false);
    }
  };

  const a = current.data;
  return (
    <Drawer
      open
      size="large"
      title={t(consultationId === null ? 'healthRecipes.consultation.addTitle' : 'healthRecipes.consultation.editTitle')}
      onClose={onClose}
      mask={{ closable: false }}
      extra={
        <Space>
          <Button onClick={onClose}>{t('widgets.common.cancel')}</Button>
          <Button loading={saving} disabled={!loaded} onClick={() => void save('draft')}>
            {t('healthRecipes.consultation.saveDraft')}
          </Button>
          <Button type="primary" loading={saving} disabled={!loaded} onClick={() => void save('published')}>
            {t('healthRecipes.consultation.publishNow')}
          </Button>
        </Space>
      }
    >
      {loaded && (
        <Form
          form={form}
          name={formName}
          layout="vertical"
          initialValues={
            a
              ? { title: a.title, category: a.category, cover: a.coverImage ? [a.coverImage] : [], summary: a.summary, content: a.content, chronicIds: a.chronicIds, psnTypeIds: a.psnTypeIds, author: a.author }
              : { cover: [], chronicIds: [], psnTypeIds: [] }
          }
        >
          <Row gutter={16}>
            <Col xs={24} md={16}>
              <Form.Item name="title" label={t('healthRecipes.consultation.title')} rules={[{ required: true, whitespace: true, message: t('healthRecipes.consultation.titleRequired') }]}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="category" label={t('healthRecipes.consultation.category')} rules={[{ required: true, message: t('healthRecipes.consultation.categoryRequired') }]}>
                <Select options={CONSULTATION_CATEGORIES.map((c) => ({ value: c, label: t(`healthRecipes.consultation.category.${c}`) }))} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="cover" label={t('healthRecipes.consultation.cover')}>
            <ImageUpload limit={1} />
          </Form.Item>
          <Form.Item name="summary" label={t('healthRecipes.consultation.summary')}>
            <Input.TextArea maxLength={300} rows={2} showCount />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="chronicIds" label={t('healthRecipes.consultation.chronics')}>
                <Select mode="multiple" allowClear options={targets.chronics} optionFilterProp="label" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="psnTypeIds" label={t('healthRecipes.consultation.psnTypes')}>
                <Select mode="multiple" allowClear options={targets.psnTypes} optionFilterProp="label" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="author" label={t('healthRecipes.consultation.author')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="content" label={t('healthRecipes.consultation.content')} extra={t('healthRecipes.consultation.contentHint')}>
            <Input.TextArea rows={10} maxLength={CONSULTATION_CONTENT_MAX} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <Typography.Title level={5}>{t('healthRecipes.consultation.preview')}</Typography.Title>
          {content.trim() ? (
            <div data-testid="article-preview" style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: 12 }} dangerouslySetInnerHTML={{ __html: safeHtml(content) }} />
          ) : (
            <Typography.Text>{t('healthRecipes.consultation.emptyPreview')}</Typography.Text>
          )}
        </Form>
      )}
    </Drawer>
  );
}
