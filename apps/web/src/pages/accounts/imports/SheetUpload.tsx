import { Alert, Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OutputOf } from '@canteen/contract';
import { isPassThrough, upload } from '@/api';
import { IMPORT_ERRORS_PATH, saveImportErrors } from '../importErrors/store';

/** The sheet imports: their only content is the file. */
type SheetEndpointId = 'accounts.rechargeImportCheck' | 'accounts.subsidyImportCheck' | 'accounts.walletImportCheck' | 'accounts.limitsImport' | 'accounts.repairImport';

interface SheetUploadProps<Id extends SheetEndpointId> {
  /** The multipart endpoint that checks (or imports) the sheet. */
  endpointId: Id;
  /** i18n key naming the import (the card title; also shown on the errors page). */
  what: string;
  /** i18n keys of the header row the sheet must start with. */
  headers: string[];
  /** The server's answer for a sheet without wrong rows. */
  onAccepted: (data: OutputOf<Id>, fileName: string) => void;
  disabled?: boolean;
}

/**
 * Upload an .xlsx sheet. A sheet with wrong rows (59000) stored nothing: its rows go to the errors page
 * (sessionStorage) and the page opens; other failures were shown by the request client.
 */
export default function SheetUpload<Id extends SheetEndpointId>({ endpointId, what, headers, onAccepted, disabled }: SheetUploadProps<Id>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const send = async (file: File) => {
    let answer;
    try {
      answer = await upload<SheetEndpointId>(endpointId, file);
    } catch {
      return;
    }
    if (isPassThrough(answer)) {
      saveImportErrors({ what, fileName: file.name, total: answer.data.total, errors: answer.data.errors, msg: answer.msg, back: pathname });
      void navigate(IMPORT_ERRORS_PATH);
      return;
    }
    onAccepted(answer as OutputOf<Id>, file.name);
  };

  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={t('accountImports.sheet.headers', { headers: headers.map((h) => t(h)).join(' | ') })}
        description={t('accountImports.sheet.rules')}
      />
      <Upload
        accept=".xlsx"
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button type="primary" icon={<UploadOutlined />} disabled={disabled}>
          {t('accountImports.sheet.choose')}
        </Button>
      </Upload>
    </>
  );
}
