import { Component, type ReactNode } from 'react';
import { Result } from 'antd';
import i18n from '@/i18n';

/** Keeps one broken page (e.g. its code failed to load) from taking the whole console down. */
export class ViewErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    if (this.state.error) return <Result status="error" title={i18n.t('shell.pageError')} subTitle={this.state.error.message} />;
    return this.props.children;
  }
}
