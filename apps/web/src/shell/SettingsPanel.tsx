import { useState } from 'react';
import { App, Button, ColorPicker, Drawer, Switch, Tooltip, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeSetting, THEME_PRESETS, useSettings, type PanelSetting } from './settings';

/** How long the 'Compiling the theme' message shows before the new colour applies. */
const THEME_SWITCH_MS = 400;

/**
 * Spec §2.2 settings panel: theme colour, fixed header, tags view, sidebar logo. Its trigger sits in the top bar
 * (a button floating at the window's edge covered the last column of every list) and exists only when the
 * deployment turned showSettings on. Closes on a click outside it (its mask). The hint line shows only in Chinese.
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

  if (!settings.showSettings) return null;

  const toggle = (key: Exclude<PanelSetting, 'theme'>, label: string) => (
    <div className="drawer-item">
      <span>{label}</span>
      <Switch checked={settings[key]} onChange={(checked) => changeSetting(key, checked)} aria-label={label} />
    </div>
  );

  return (
    <>
      <Tooltip title={t('shell.settings.title')}>
        <Button type="text" className="right-menu-item" icon={<SettingOutlined />} aria-label={t('shell.settings.title')} onClick={() => setOpen(true)} />
      </Tooltip>
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
