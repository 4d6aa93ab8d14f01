import type { OrgNode } from '@canteen/contract';
import { call } from '@/api';
import { fieldsFrom, type ContractField, type FieldDef, type FieldOption, type InputKey } from '@/components/ResourcePage';

/** Organisations as choices, each named with its path ('Head office / Kitchen'). */
export function orgOptions(nodes: OrgNode[], prefix = ''): FieldOption[] {
  return nodes.flatMap((n) => {
    const label = prefix ? `${prefix} / ${n.orgName}` : n.orgName;
    return [{ value: n.orgId, label }, ...orgOptions(n.children, label)];
  });
}

const loadOrgs = async () => orgOptions(await call('people.orgTree', {}));

/** Master-data choices; a caller without that menu (or before that part exists) gets none and may leave it empty. */
function masterOptions(load: () => Promise<FieldOption[]>) {
  return async (): Promise<FieldOption[]> => {
    try {
      return await load();
    } catch {
      return [];
    }
  };
}
const SILENT = { silent: true };
const psnTypeOptions = masterOptions(async () => (await call('peopleMaster.psnTypeList', {}, SILENT)).map((r) => ({ value: r.psnTypeId, label: r.psnTypeName })));
const jobOptions = masterOptions(async () => (await call('peopleMaster.jobList', {}, SILENT)).map((r) => ({ value: r.jobId, label: r.jobName })));
const gradeOptions = masterOptions(async () => (await call('peopleMaster.gradeList', {}, SILENT)).map((r) => ({ value: r.gradeId, label: r.gradeName })));

export const SEX_OPTIONS: FieldOption[] = [0, 1, 2].map((v) => ({ value: v, label: `customers.sex.${v}` }));
export const KIND_OPTIONS: FieldOption[] = ['staff', 'casual'].map((v) => ({ value: v, label: `customers.kind.${v}` }));

type PersonField = ContractField<InputKey<'customers.add'>>;
// The add call defaults it to staff; the form asks for it all the same.
const KIND_FIELD: PersonField = { key: 'kind', label: 'customers.kind', type: 'select', options: KIND_OPTIONS, required: true, inSearch: true };

/**
 * One description of a person for the lists, the search form and the add/edit dialog (DESIGN §9); what the form
 * requires and how long a text may be come from the add call's input.
 */
export function personFields(opts: { kind?: boolean; cancelled?: boolean } = {}): FieldDef[] {
  return fieldsFrom('customers.add', [
    { key: 'photoUrl', label: 'customers.photo', type: 'image', uploadKey: 'cust', width: 64 },
    { key: 'custName', label: 'customers.custName', type: 'text', inSearch: true },
    { key: 'custNum', label: 'customers.custNum', type: 'text', inSearch: true },
    { key: 'orgId', label: 'customers.org', type: 'select', options: loadOrgs, inTable: false },
    { key: 'orgName', label: 'customers.org', type: 'text', inForm: false },
    ...(opts.kind ? [KIND_FIELD] : []),
    { key: 'sex', label: 'customers.sex', type: 'select', options: SEX_OPTIONS },
    { key: 'phone', label: 'customers.phone', type: 'text', inSearch: true },
    { key: 'psnTypeId', label: 'customers.psnType', type: 'select', options: psnTypeOptions, inTable: false },
    { key: 'psnTypeName', label: 'customers.psnType', type: 'text', inForm: false },
    { key: 'jobId', label: 'customers.job', type: 'select', options: jobOptions, inTable: false },
    { key: 'gradeId', label: 'customers.grade', type: 'select', options: gradeOptions, inTable: false },
    { key: 'idCardNo', label: 'customers.idCardNo', type: 'text', inTable: false },
    { key: 'birthday', label: 'customers.birthday', type: 'date', inTable: false },
    { key: 'remark', label: 'customers.remark', type: 'textarea', inTable: false },
    opts.cancelled
      ? { key: 'cancelledAt', label: 'customers.cancelledAt', type: 'datetime', inForm: false }
      : { key: 'createdAt', label: 'customers.createdAt', type: 'datetime', inForm: false },
  ]);
}
