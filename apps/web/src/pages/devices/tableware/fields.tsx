import type { TablewareColour, TablewareInfo, TablewareShape } from '@canteen/contract';
import { call } from '@/api';
import { fieldsFrom, type FieldDef, type FieldOption } from '@/components/ResourcePage';
import { loadCanteens } from '../extraOptions';
import CanteenNames from '../CanteenNames';

type T = (key: string) => string;
const CODE = /^[A-Za-z0-9]{1,2}$/;
const HEX = /^#[0-9A-Fa-f]{6}$/;

const loadShapes = async (): Promise<FieldOption[]> =>
  (await call('devices.tablewareShapeList', {}, { loading: false })).map((s) => ({ value: s.shapeId, label: `${s.shapeCode} ${s.shapeName}` }));
const loadColours = async (): Promise<FieldOption[]> =>
  (await call('devices.tablewareColourList', {}, { loading: false })).map((c) => ({ value: c.colourId, label: `${c.colourCode} ${c.colourName}` }));

export function Swatch({ hex }: { hex: unknown }) {
  if (typeof hex !== 'string' || !hex) return null;
  return (
    <span>
      <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, marginRight: 6, verticalAlign: 'middle', border: '1px solid #d9d9d9', background: hex }} />
      {hex}
    </span>
  );
}

export const shapeFields = (t: T): FieldDef<TablewareShape>[] =>
  fieldsFrom<'devices.tablewareShapeAdd', TablewareShape, 'devices.tablewareShapeUpdate'>(['devices.tablewareShapeAdd', 'devices.tablewareShapeUpdate'], [
    { key: 'shapeName', label: 'devices.tableware.shapeName', type: 'text', inSearch: true },
    { key: 'shapeCode', label: 'devices.tableware.shapeCode', type: 'text', inSearch: true, maxLength: 2, rules: [{ pattern: CODE, message: t('devices.tableware.codeRule') }] },
    { key: 'createdAt', label: 'devices.tableware.createdAt', type: 'datetime', inForm: false },
  ]);

export const colourFields = (t: T): FieldDef<TablewareColour>[] =>
  fieldsFrom<'devices.tablewareColourAdd', TablewareColour, 'devices.tablewareColourUpdate'>(['devices.tablewareColourAdd', 'devices.tablewareColourUpdate'], [
    { key: 'colourName', label: 'devices.tableware.colourName', type: 'text', inSearch: true },
    { key: 'colourCode', label: 'devices.tableware.colourCode', type: 'text', inSearch: true, maxLength: 2, rules: [{ pattern: CODE, message: t('devices.tableware.codeRule') }] },
    { key: 'hex', label: 'devices.tableware.hex', type: 'text', maxLength: 7, rules: [{ pattern: HEX, message: t('devices.tableware.hexRule') }], render: (hex) => <Swatch hex={hex} /> },
    { key: 'createdAt', label: 'devices.tableware.createdAt', type: 'datetime', inForm: false },
  ]);

export const infoFields = (): FieldDef<TablewareInfo>[] =>
  fieldsFrom<'devices.tablewareInfoAdd', TablewareInfo, 'devices.tablewareInfoUpdate'>(['devices.tablewareInfoAdd', 'devices.tablewareInfoUpdate'], [
    { key: 'shapeId', label: 'devices.tableware.shape', type: 'select', options: loadShapes, inSearch: true },
    { key: 'colourId', label: 'devices.tableware.colour', type: 'select', options: loadColours, inSearch: true },
    { key: 'hex', label: 'devices.tableware.hex', type: 'text', inForm: false, render: (hex) => <Swatch hex={hex} /> },
    { key: 'price', label: 'devices.tableware.price', type: 'money' },
    { key: 'canteenId', label: 'devices.tableware.canteen', type: 'select', options: loadCanteens, inSearch: true, render: (id) => <CanteenNames ids={typeof id === 'number' ? [id] : []} /> },
    { key: 'remark', label: 'devices.tableware.remark', type: 'text' },
  ]);
