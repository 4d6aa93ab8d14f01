import type { Ctx } from './platform/context';
import { withTx } from './platform/context';
import { addQualification, addSupplier, editLevel } from './modules/procurement';
import { shanghaiDay } from './seedClock';

/**
 * Demo suppliers for `npm start`: the level ladder named, six suppliers of a canteen (grain and oil, vegetables,
 * meat and poultry, seafood, seasonings, dairy) with contacts and example.com e-mails, and their licences: one
 * expiring within the month, one expired, so the warnings show. Runs once (nothing is added when the merchant has
 * suppliers); answers the supplier ids by name either way.
 */

const LEVELS: [number, string, string][] = [
  [1, '战略供应商', '长期合作，年度评估90分以上，优先下单'],
  [2, '优选供应商', '年度评估80分以上'],
  [3, '合格供应商', '资质齐全，评估60分以上'],
  [4, '观察供应商', '近期有质量或交付问题，限量采购'],
  [5, '暂停供应商', '评估不合格，整改前不下单'],
];

interface DemoSupplier {
  name: string;
  code: string;
  levelNo: number;
  contact: string;
  phone: string;
  email: string;
  address: string;
  scope: string;
  /** [name, certificate number, issued days ago, expires in days] */
  licences: [string, string, number, number][];
}

const SUPPLIERS: DemoSupplier[] = [
  {
    name: '金穗粮油贸易有限公司',
    code: 'GY001',
    levelNo: 1,
    contact: '陈建国',
    phone: '0571-8802 1101',
    email: 'order@jinsui.example.com',
    address: '杭州市余杭区粮油批发市场A区12号',
    scope: '粮油',
    licences: [
      ['营业执照', '91330110MA2H00001A', 1500, 3650],
      ['食品经营许可证', 'JY13301100000101', 700, 1100],
    ],
  },
  {
    name: '绿源蔬菜配送中心',
    code: 'SC002',
    levelNo: 2,
    contact: '王芳',
    phone: '138 0571 2202',
    email: 'veg@lvyuan.example.com',
    address: '杭州市萧山区农副产品物流中心B2',
    scope: '蔬菜',
    licences: [
      ['营业执照', '91330109MA2H00002B', 1200, 2400],
      ['食用农产品合格证', 'HG2024-0571-0088', 340, 20],
    ],
  },
  {
    name: '鲜达肉禽食品有限公司',
    code: 'RQ003',
    levelNo: 2,
    contact: '赵强',
    phone: '139 0571 3303',
    email: 'sales@xianda.example.com',
    address: '杭州市临平区冷链产业园3号库',
    scope: '肉禽',
    licences: [
      ['营业执照', '91330113MA2H00003C', 900, 2700],
      ['动物防疫条件合格证', 'DF(浙)2023-0117', 1110, -15],
    ],
  },
  {
    name: '东海水产批发行',
    code: 'SC004',
    levelNo: 3,
    contact: '林海',
    phone: '137 0574 4404',
    email: 'fish@donghai.example.com',
    address: '宁波市江北区水产品交易市场C-18',
    scope: '水产',
    licences: [['食品经营许可证', 'JY13302050000404', 400, 1400]],
  },
  {
    name: '百味调味品商行',
    code: 'TW005',
    levelNo: 3,
    contact: '周丽',
    phone: '136 0571 5505',
    email: 'spice@baiwei.example.com',
    address: '杭州市拱墅区调味品市场二楼208',
    scope: '调味品',
    licences: [['营业执照', '91330105MA2H00005E', 600, 3000]],
  },
  {
    name: '牧场鲜乳品有限公司',
    code: 'RP006',
    levelNo: 1,
    contact: '孙志明',
    phone: '135 0571 6606',
    email: 'milk@muchang.example.com',
    address: '杭州市富阳区银湖街道牧场路1号',
    scope: '乳品',
    licences: [
      ['营业执照', '91330111MA2H00006F', 2000, 3000],
      ['食品生产许可证', 'SC10533011100066', 500, 1300],
    ],
  },
];

const dayFrom = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedProcurementSuppliers(ctx: Ctx): Promise<Map<string, number>> {
  const existing = await ctx.db.query<{ id: number; name: string }>(`SELECT id, name FROM pur_suppliers WHERE merchant_id = $1`, [ctx.merchantId]);
  if (existing.length) return new Map(existing.map((s) => [s.name, s.id]));
  const today = shanghaiDay(ctx.now());
  return withTx(ctx, async (tx) => {
    for (const [levelNo, name, remark] of LEVELS) await editLevel(tx, { levelNo, name, remark });
    const ids = new Map<string, number>();
    for (const s of SUPPLIERS) {
      const { supplierId } = await addSupplier(tx, {
        name: s.name,
        code: s.code,
        levelNo: s.levelNo,
        contact: s.contact,
        phone: s.phone,
        email: s.email,
        address: s.address,
        scope: s.scope,
        enabled: true,
        remark: '',
      });
      ids.set(s.name, supplierId);
      for (const [name, certNo, issuedAgo, expiresIn] of s.licences) {
        await addQualification(tx, { supplierId, name, certNo, issuedOn: dayFrom(today, -issuedAgo), expiresOn: dayFrom(today, expiresIn), images: [], remark: '' });
      }
    }
    return ids;
  });
}
