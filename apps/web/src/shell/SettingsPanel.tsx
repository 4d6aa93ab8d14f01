import { useState } from 'react';
import { App, ColorPicker, Drawer, Switch, Typography } from 'antd';
import { CloseOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeSetting, THEME_PRESETS, useSettings, type LayoutSettings } from './settings';

/** How long the 'Compiling the theme' message shows before the new colour applies. */
const THEME_SWITCH_MS = 400;

/**
 * Spec §2.2 settings panel, opened from a button 250 px from the top: theme colour, fixed header,
 * tags view, sidebar logo. Closes on a click outside it (its mask). The hint line shows only in Chinese.
 */
export function SettingsPanel() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const settings = useSettings();
  const [open, setOpen] = useState(false);

  const changeTheme = (color: string) => {
    if (color.toLowerCase() === settings.theme.toLowerCase()) return;
    const hide = message.loading(t('shell.settings.compiling'), 0);
    setTimeout(() => {
      changeSetting('theme', color);
      hide();
    }, THEME_SWITCH_MS);
  };

  const toggle = (key: Exclude<keyof LayoutSettings, 'theme'>, label: string) => (
    <div className="drawer-item">
      <span>{label}</span>
      <Switch checked={settings[key]} onChange={(checked) => changeSetting(key, checked)} aria-label={label} />
    </div>
  );

  return (
    <>
      <button
        type="button"
        className="settings-button"
        style={{ top: 250, background: settings.theme }}
        aria-label={t('shell.settings.title')}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseOutlined /> : <SettingOutlined />}
      </button>
      <Drawer title={t('shell.settings.title')} placement="right" size={280} open={open} onClose={() => setOpen(false)} maskClosable>
        <div className="drawer-item">
          <span>{t('shell.settings.theme')}</span>
          <ColorPicker
            value={settings.theme}
            disabledAlpha
            presets={[{ label: t('shell.settings.presets'), colors: THEME_PRESETS }]}
            onChangeComplete={(color) => changeTheme(color.toHexString())}
            aria-label={t('shell.settings.theme')}
          />
        </div>
        {toggle('tagsView', t('shell.settings.tagsView'))}
        {toggle('fixedHeader', t('shell.settings.fixedHeader'))}
        {toggle('sidebarLogo', t('shell.settings.sidebarLogo'))}
        {i18n.language === 'zh' && (
          <Typography.Paragraph type="secondary" className="drawer-hint">
            {t('shell.settings.zhHint')}
          </Typography.Paragraph>
        )}
      </Drawer>
    </>
  );
}
