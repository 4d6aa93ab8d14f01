import { useSearchParams } from 'react-router';
import HealthReports from './HealthReports';

/** Health reports (/personal/personnal/medicalreport, menu 704030) of the people in the caller's organisations, or of the person of the link (?custId=). */
export default function HealthReportsPage() {
  const [params] = useSearchParams();
  return <HealthReports custId={Number(params.get('custId')) || undefined} />;
}
