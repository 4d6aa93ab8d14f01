import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createRouteSearch, searchOptions } from './search';
import { useShellRoutes } from './shellRoutes';
import { pressable } from './pressable';

/** Fuzzy search over the permitted, visible routes and the hidden pages that open on their own (spec §2.2); choosing one opens it. */
export function HeaderSearch() {
  const { permitted } = useShellRoutes();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');

  const search = useMemo(() => createRouteSearch(searchOptions(permitted, t)), [permitted, t, i18n.language]);
  const results = search(query);

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  return (
    <div className="header-search right-menu-item">
      <SearchOutlined {...pressable} aria-label={t('shell.search.open')} onClick={() => setOpen((o) => !o)} />
      {open && (
        <Select<string>
          autoFocus
          defaultOpen
          className="header-search-select"
          // Long route names (a group > a page, in Spanish) wrap in a popup wider than the box instead of being cut.
          classNames={{ popup: { root: 'header-search-popup' } }}
          popupMatchSelectWidth={false}
          virtual={false}
          value={null}
          placeholder={t('shell.search.placeholder')}
          showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
          options={results.map((option) => {
            const name = option.title.join(' > ');
            return { value: option.path, label: name, title: name };
          })}
          notFoundContent={query ? t('shell.search.none') : null}
          onBlur={close}
          onChange={(path) => {
            close();
            void navigate(path);
          }}
        />
      )}
    </div>
  );
}
