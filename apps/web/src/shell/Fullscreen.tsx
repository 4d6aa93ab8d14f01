import { useEffect, useState } from 'react';
import { App, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { pressable } from './pressable';

export function Fullscreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [active, setActive] = useState(Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('shell.fullscreen.unsupported'));
      return;
    }
    void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  };

  const Icon = active ? FullscreenExitOutlined : FullscreenOutlined;
  const label = t(active ? 'shell.fullscreen.exit' : 'shell.fullscreen.enter');
  return (
    <Tooltip title={label}>
      <Icon className="right-menu-item" {...pressable} aria-label={label} onClick={toggle} />
    </Tooltip>
  );
}
