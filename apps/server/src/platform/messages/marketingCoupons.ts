import { m } from './text';

/** Server messages of the marketingCoupons part, each m(zh, en, es, ja) from './text'. */
export const marketingCouponsMessages = {
  couponDiscountPercent: m('折扣券的折扣须在1到99之间', 'A discount coupon pays 1 to 99 percent', 'Un cupón de descuento paga del 1 al 99 por ciento', '割引券の支払率は1〜99%にしてください'),
  couponValidity: m(
    '请填写有效天数，或开始日期不晚于结束日期的有效期',
    'Give the days of validity, or a range whose start is not after its end',
    'Indique los días de validez, o un periodo cuyo inicio no sea posterior al fin',
    '有効日数、または開始日が終了日より後でない有効期間を入力してください',
  ),
  couponEnded: m('优惠券有效期已结束', 'The coupon’s validity has ended', 'La validez del cupón ha terminado', 'クーポンの有効期間は終了しています'),
  couponDisabled: m('优惠券已停用', 'The coupon is disabled', 'El cupón está desactivado', 'クーポンは無効です'),
  couponTotalCap: m('超过优惠券发放总量（{cap}张）', 'More than the coupon’s total of {cap} would be issued', 'Se superaría el total de {cap} cupones', 'クーポンの発行総数（{cap}枚）を超えます'),
  couponPerPersonCap: m('超过每人限领数量（{cap}张）', 'More than {cap} per person would be issued', 'Se superarían los {cap} cupones por persona', '1人あたりの上限（{cap}枚）を超えます'),
  couponNoTarget: m('请选择发放对象', 'Choose whom to grant to', 'Elija a quién conceder', '配布対象を選択してください'),
  couponConfigGranted: m('该发放计划已发放，不能再修改、删除或发放', 'This plan was granted; it cannot be changed, removed or granted again', 'Este plan ya se concedió; no se puede cambiar, eliminar ni conceder de nuevo', 'この配布計画は配布済みのため、変更・削除・再配布できません'),
  couponItemUsed: m('优惠券已使用，不能修改或删除', 'The coupon was used; it cannot be changed or removed', 'El cupón ya se usó; no se puede cambiar ni eliminar', 'クーポンは使用済みのため、変更・削除できません'),
  couponIssued: m('优惠券已发放，不能删除', 'Coupons of it were issued; it cannot be removed', 'Ya se emitieron cupones; no se puede eliminar', '発行済みのため削除できません'),
  couponUniversalVoid: m('通用券已作废', 'The universal coupon is void', 'El cupón universal está anulado', '共通クーポンは無効化されています'),
} as const;
