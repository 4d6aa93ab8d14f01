import { App, Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setLanguageCookie } from '@/api';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@/i18n';
import { pressable } from './pressable';

/** Spec §2.2: 中文 / English / Español / 日本語, the current one disabled; the choice is kept in a cookie. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();

  const choose = async (language: Language) => {
    await i18n.changeLanguage(language);
    setLanguageCookie(language);
    void message.success(i18n.t('shell.language.switched', { lng: language }));
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((language) => ({ key: language, label: LANGUAGE_NAMES[language], disabled: i18n.language === language })),
        onClick: ({ key }) => void choose(key as Language),
      }}
    >
      <TranslationOutlined className="right-menu-item" {...pressable} aria-label={t('shell.language.label')} />
    </Dropdown>
  );
}
