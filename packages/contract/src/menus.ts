/**
 * The spec's permission-gated route tree (both documents, §2.4) as data. The console's route table,
 * the sidebar, the server's menu tree and every endpoint's menu id read it.
 *
 * Menu ids are stable and hierarchical (DESIGN §4): a section is S00000 (S ≥ 2), a child adds
 * c×1000, a grandchild g×10, a fourth level h. The platform operator's section is role 1.
 * `name` is the Chinese name (the default language); the title key is the full path.
 */
export interface MenuNode {
  id: number;
  /** Path segment(s) relative to the parent; sections start with '/'. */
  path: string;
  name: string;
  hidden?: boolean;
  redirect?: string;
  alwaysShow?: boolean;
  noCache?: boolean;
  /** Only the platform operator (role 1) sees it. */
  platform?: boolean;
  children?: MenuNode[];
}

type Flags = Omit<MenuNode, 'id' | 'path' | 'name' | 'children'>;
const n = (id: number, path: string, name: string, children?: MenuNode[], flags: Flags = {}): MenuNode => ({
  id,
  path,
  name,
  ...flags,
  ...(children ? { children } : {}),
});
const h = (id: number, path: string, name: string, children?: MenuNode[]): MenuNode => n(id, path, name, children, { hidden: true });

const devices: [string, string][] = [
  ['AIcheng', 'AI秤'],
  ['androidbind', '安卓绑定机'],
  ['androidchongzhi', '安卓充值机'],
  ['androidguashiji', '安卓挂式机'],
  ['cantaimachine', '餐台机'],
  ['chupinji', '出品机'],
  ['diancanji', '点餐机'],
  ['dianzicaipai', '电子菜牌'],
  ['dishidentification', '菜品识别'],
  ['hexiaoji', '核销机'],
  ['jiaohaoji', '叫号机'],
  ['lishixiaofeiji', '立式消费机'],
  ['liuyangji', '留样机'],
  ['paicaipingban', '排菜平板'],
  ['plchupinji', '批量出品机'],
  ['printmachine', '打印机'],
  ['releaseInformation', '信息发布'],
  ['saomashoufeiji', '扫码收费机'],
  ['selfweighingchupinji', '自助称重出品机'],
  ['servicecounter', '服务台'],
  ['shouchiji', '手持机'],
  ['shuangpingxiaofeiji', '双屏消费机'],
  ['shuikongji', '水控机'],
  ['tablewaremanage', '餐具管理'],
  ['ufaceshibieji', '人脸识别机'],
  ['zhifupos', '支付POS'],
  ['AIcaipinshibie', 'AI菜品识别'],
  ['AIcaipincaijizhongduan', 'AI菜品采集终端'],
];

const deviceNodes: MenuNode[] = devices.map(([path, name], i) => n(202010 + i * 10, path, name));
deviceNodes.push(
  h(202081, 'dishidentification/caipininfo', '菜品信息'),
  h(202082, 'dishidentification/zhuceinfo', '注册信息'),
  h(202083, 'dishidentification/menuaipicture', 'AI菜品图片'),
  h(202084, 'dishidentification/uploadplate', '上传空盘'),
  h(202191, 'servicecounter/detail', '服务台详情'),
);

export const MENU_TREE: MenuNode[] = [
  n(200000, '/basesetting', '基础设置', [
    n(201000, 'shopstalls', '食堂管理'),
    n(202000, 'machinemanage', '设备管理', deviceNodes),
    h(203000, 'mealLine', '取餐线'),
    h(204000, 'machinemanage/mealLineDetail', '取餐线详情'),
    n(205000, 'merchantsetting', '商户设置'),
    n(206000, 'userrole', '角色权限', [
      n(206010, 'role', '角色管理'),
      n(206020, 'userrole', '用户管理'),
      n(206030, 'effective', '数据权限'),
    ]),
    n(207000, 'businesstime', '营业时间'),
    n(208000, 'timeslot', '餐次时段'),
    n(209000, 'wechartsmallset', '点餐小程序设置', [
      n(209010, 'appletbanner', '首页轮播图'),
      n(209020, 'appletbannerdy', '动态轮播图'),
      n(209030, 'appletad', '广告设置'),
      n(209040, 'appletset', '小程序设置'),
      n(209050, 'iconset', '图标设置'),
      n(209060, 'qucan', '取餐通知模板'),
      n(209070, 'appletcaipin', '推荐菜品'),
      n(209080, 'smallprogramkoukuan', '小程序扣款方式'),
    ]),
    n(210000, 'gongzhonghaoset', '公众号设置'),
    n(211000, 'appletpay', '支付配置', [h(211010, 'nonghang', '农行配置'), h(211020, 'gonghang', '工行配置')]),
    n(212000, 'dataScreen', '数据大屏', [h(212010, 'dataScreendetail', '数据大屏详情')]),
    n(213000, 'thirdbase', '第三方基础配置'),
    n(214000, 'thirdzhifu', '第三方支付'),
    n(215000, 'koukuan', '扣款方式'),
    n(216000, 'holiday', '节假日'),
    n(217000, 'dingding', '钉钉配置'),
  ]),
  n(300000, '/menudish', '菜品菜谱', [
    n(301000, 'menudishs', '原材料'),
    n(302000, 'nutriment', '营养成分'),
    n(303000, 'type', '菜品类型'),
    n(304000, 'dishes', '菜品管理'),
    n(305000, 'product', '商品管理'),
    n(306000, 'taocan', '套餐管理'),
    n(307000, 'caipu', '菜谱管理'),
    n(308000, 'liuyangji', '留样管理', [
      n(308010, 'macsacesamplerecord', '留样记录'),
      n(308020, 'macsacesamplerecordcanteen', '食堂留样记录'),
    ]),
  ]),
  n(400000, '/orderCenter', '订单中心', [
    n(401000, 'orderdetail', '订单明细'),
    n(402000, 'shenhe', '退款审核'),
    n(403000, 'ordersum', '订单汇总'),
    n(404000, 'hexiaosum', '核销汇总'),
    n(405000, 'deliverydetail', '配送明细'),
    n(406000, 'orderunusual', '异常订单'),
    n(407000, 'ordbookdetail', '预订明细'),
    n(408000, 'ordbooktimedetail', '预订时段明细'),
    n(409000, 'outOrdsum', '外部消费汇总'),
  ]),
  n(500000, '/marketing', '营销中心', [
    n(501000, 'timelimit', '消费规则'),
    n(502000, 'eatingRules', '就餐规则'),
    n(503000, 'jifen', '积分管理', [n(503010, 'getpoints', '积分获取规则'), n(503020, 'dikou', '积分抵扣规则')]),
    n(504000, 'hongbao', '红包管理'),
    n(505000, 'repaidgift', '充值赠送'),
    n(506000, 'cancelorder', '退餐规则'),
    h(507000, 'detail', '领取记录'),
    h(508000, 'couponDetail', '优惠券发放'),
  ]),
  n(600000, '/notice', '通知中心', [
    n(601000, 'noticeruleset', '通知规则设置'),
    n(602000, 'noticetempory', '临时通知'),
    n(603000, 'noticehistory', '通知历史'),
    n(604000, 'complaint', '投诉建议'),
  ]),
  n(700000, '/personal', '用户中心', [
    n(701000, 'organization', '组织架构'),
    n(702000, 'location', '地点管理'),
    n(703000, 'personallabel', '人员标签', [n(703010, 'position', '职位管理'), n(703020, 'psnType', '人员类型')]),
    n(704000, 'personnal', '人员档案', [
      h(704010, 'detail', '人员详情'),
      h(704020, 'sick', '慢性病'),
      h(704030, 'medicalreport', '体检报告'),
      h(704040, 'daorujieguo', '导入结果'),
    ]),
    n(705000, 'visitor', '访客管理'),
    n(706000, 'personnalCasual', '临时人员'),
    n(707000, 'personnalLogOut', '注销人员'),
    n(708000, 'cardbind', '卡片绑定'),
    n(709000, 'carddeductfeerecord', '卡扣费记录'),
  ]),
  n(
    800000,
    '/account',
    '账户中心',
    [
      n(801000, 'accountino', '账户信息'),
      n(807000, 'desk', '收银台'),
      h(802000, 'daoruyichang', '导入异常'),
      n(803000, 'rechargewithdrawals', '充值提现', [
        n(803010, 'chongzhi', '充值'),
        n(803020, 'butie', '补贴管理', [
          n(803021, 'butie', '补贴发放'),
          n(803022, 'butieNew', '补贴规则'),
          h(803023, 'ruleDetail', '规则详情'),
          h(803024, 'export', '补贴导出'),
          n(803025, 'history', '补贴历史'),
        ]),
        n(803030, 'jilu', '充值记录'),
        n(803040, 'chongzhiSum', '充值汇总', [
          n(803041, 'typeSum', '充值类型汇总'),
          n(803042, 'deptSum', '部门充值汇总'),
          n(803043, 'psnTypeSum', '人员类型充值汇总'),
          n(803044, 'operatorSum', '操作员充值汇总'),
          n(803045, 'daySum', '每日充值汇总'),
        ]),
        n(803050, 'withdrawalRecord', '提现记录'),
        n(803060, 'withdrawalSum', '提现汇总'),
        n(803070, 'tuikuanrecords', '退款记录'),
        n(803080, 'chongzhituikuan', '充值退款'),
        h(803090, 'export', '充值导出'),
        h(803100, 'chongzhijieguo', '充值结果'),
      ]),
      n(804000, 'subsidyClear', '补贴清零'),
      n(805000, 'peoplecardsum', '人员卡汇总', [
        n(805010, 'peoplechangecard', '换卡汇总'),
        n(805020, 'deptcard', '部门卡汇总'),
      ]),
      n(806000, 'reconciliation', '对账检查'),
    ],
    { redirect: '/account/accountino' },
  ),
  n(900000, '/healthcenter', '健康中心', [
    n(901000, 'healthpersonal', '个人健康'),
    n(902000, 'healthcaipu', '健康食谱'),
    n(903000, 'foodanalysis', '膳食分析'),
    n(904000, 'pianshianalysis', '偏食分析'),
    n(905000, 'informationsubscription', '信息订阅'),
    h(906000, 'medicalreport2', '体检报告'),
    h(907000, 'detail', '健康详情'),
    h(908000, 'peican2', '配餐'),
    h(909000, 'peican', '配餐方案'),
    h(910000, 'analysisdetail', '分析详情'),
    h(911000, 'healthadvicedetail', '健康建议详情'),
  ]),
  n(1000000, '/caigouzhongxin', '采购中心', [
    n(1001000, 'supplierList', '供应商等级'),
    n(1002000, 'supplier', '供应商管理', [h(1002010, 'supplierDetail', '供应商详情')]),
    n(1003000, 'purchaselist', '采购管理', [
      n(1003010, 'caigougenerate', '生成采购计划'),
      h(1003020, 'purchaselistDetail', '采购单详情'),
      h(1003030, 'emaillist', '邮件记录'),
    ]),
  ]),
  n(1100000, '/kucunzhongxin', '库存中心', [
    n(1101000, 'depotManage', '仓库管理', [h(1101010, 'depotManagedetail', '仓库详情'), h(1101020, 'picidetail', '批次详情')]),
    n(1102000, 'unit', '单位管理'),
    n(1103000, 'warehousing', '入库管理', [h(1103010, 'warehousedetail', '入库单详情'), h(1103020, 'importresult', '导入结果')]),
    n(1104000, 'outhousing', '出库管理', [h(1104010, 'outhousedetail', '出库单详情')]),
    n(1105000, 'pandian', '盘点管理', [
      n(1105010, 'index', '盘点单'),
      h(1105020, 'pandiandetail', '盘点详情'),
      h(1105030, 'pandianchayi', '盘点差异'),
    ]),
    n(1106000, 'statisticaltable', '库存报表', [
      n(1106010, 'outcost', '出库成本'),
      n(1106020, 'inoutdetail', '出入库明细'),
      n(1106030, 'inventorywarning', '库存预警'),
      n(1106040, 'expirewarning', '临期预警'),
    ]),
  ]),
  n(1200000, '/baobiaozhongxin', '报表中心', [
    n(1201000, 'tradedetail', '交易明细'),
    n(1202000, 'rechargesum', '充值汇总'),
    n(1203000, 'tradesum', '消费汇总', [
      n(1203010, 'canteen', '食堂消费汇总'),
      n(1203020, 'dept', '部门消费汇总'),
      n(1203030, 'machine', '设备消费汇总'),
      n(1203040, 'person', '个人消费汇总'),
      n(1203050, 'verification', '核身方式汇总'),
      n(1203060, 'paytype', '支付方式汇总'),
      n(1203070, 'operator', '操作员汇总'),
    ]),
    n(1204000, 'incomesum', '收入汇总'),
    n(1205000, 'jiucansum', '就餐汇总'),
    n(1206000, 'historybal', '历史余额'),
    n(1207000, 'caipinxiaoshouSum', '菜品销售汇总'),
    n(1208000, 'sysOperation', '系统操作日志'),
    n(1209000, 'customreport', '自定义报表'),
    n(1210000, 'shuikongsum', '水控汇总'),
    h(1211000, 'visitor', '访客报表'),
    h(1212000, 'dockingmachine', '对接机报表'),
  ]),
  n(
    1,
    '/initialized',
    '商户服务',
    [n(101000, 'initial', '商户注册'), n(102000, 'initializedList', '商户审核'), n(103000, 'checkaccount', '对账')],
    { platform: true },
  ),
];

/** The platform operator's role id (spec §6). */
export const PLATFORM_ROLE_ID = 1;

export interface FlatMenu {
  id: number;
  /** Full path, e.g. /basesetting/userrole/role. */
  fullPath: string;
  name: string;
  parentId: number | null;
  node: MenuNode;
}

export function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** Every node with its full path, depth first. */
export function flattenMenus(tree: MenuNode[] = MENU_TREE, parent = '', parentId: number | null = null): FlatMenu[] {
  const out: FlatMenu[] = [];
  for (const node of tree) {
    const fullPath = joinPath(parent, node.path);
    out.push({ id: node.id, fullPath, name: node.name, parentId, node });
    if (node.children) out.push(...flattenMenus(node.children, fullPath, node.id));
  }
  return out;
}

export const ALL_MENUS = flattenMenus();
export const MENU_BY_ID = new Map(ALL_MENUS.map((m) => [m.id, m]));
export const MENU_BY_PATH = new Map(ALL_MENUS.map((m) => [m.fullPath, m]));
/** Every merchant-side menu id (what a merchant's admin role holds). */
export const MERCHANT_MENU_IDS = ALL_MENUS.filter((m) => !isPlatformMenu(m.id)).map((m) => m.id);
export const PLATFORM_MENU_IDS = ALL_MENUS.filter((m) => isPlatformMenu(m.id)).map((m) => m.id);

export function isPlatformMenu(id: number): boolean {
  let m = MENU_BY_ID.get(id);
  while (m) {
    if (m.node.platform) return true;
    m = m.parentId === null ? undefined : MENU_BY_ID.get(m.parentId);
  }
  return false;
}
