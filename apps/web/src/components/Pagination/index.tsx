import { useRef } from 'react';
import { Pagination as AntPagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@canteen/contract';
import { scrollingAncestor, scrollToTop } from './scrollToTop';

export interface PaginationProps {
  page: number;
  limit?: number;
  total: number;
  onChange: (page: number, limit: number) => void;
  /** Skip the scroll to top (e.g. for a list inside a dialog). */
  noScroll?: boolean;
}

/** Spec §2.3: sizes 10–500, default 20, total · sizes · prev · pager · next · jumper, scroll to top after a change. */
export default function Pagination({ page, limit = DEFAULT_PAGE_SIZE, total, onChange, noScroll }: PaginationProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);

  const change = (nextPage: number, nextLimit: number) => {
    // On a new page size antd has already kept the page inside the new page count.
    onChange(nextPage, nextLimit);
    if (!noScroll) scrollToTop(scrollingAncestor(root.current));
  };

  return (
    <div ref={root} style={{ display: 'flex', justifyContent: 'flex-end', padding: '16px 0' }}>
      <AntPagination
        current={page}
        pageSize={limit}
        total={total}
        pageSizeOptions={[...PAGE_SIZES]}
        showSizeChanger
        showQuickJumper
        showTotal={(count) => t('widgets.pagination.total', { total: count })}
        onChange={change}
      />
    </div>
  );
}
