import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { translate } from '../../platform/messages';
import { exportXlsx, inChunks } from '../../platform/xlsx/export';
import { merchantTimeZone } from '../settings';
import { dishPage, type DishFilters } from './dishes';

const H = (zh: string, en: string, es: string, ja: string) => ({ zh, en, es, ja });
const YES_NO = { true: H('是', 'Yes', 'Sí', 'はい'), false: H('否', 'No', 'No', 'いいえ') };

/** The dishes of the page's filters as xlsx (at most EXPORT_CAP rows). */
export async function exportDishes(ctx: Ctx, q: DishFilters): Promise<FileReply> {
  const total = (await dishPage(ctx, { ...q, page: 1, limit: 10 })).total;
  const rows = inChunks(async (limit, offset) => {
    const page = await dishPage(ctx, { ...q, page: Math.floor(offset / limit) + 1, limit });
    return page.records.map((d) => ({
      ...d,
      classNames: d.classes.map((c) => c.className).join('、'),
      recommended: String(d.recommended),
      onShelf: String(d.onShelf),
    }));
  }, 500);
  return exportXlsx(ctx, {
    fileName: translate(ctx.lang, 'dishExportName'),
    sheetName: 'dishes',
    total,
    timeZone: await merchantTimeZone(ctx),
    columns: [
      { header: H('菜品名称', 'Dish name', 'Nombre del plato', '料理名'), key: 'dishName', width: 20 },
      { header: H('拼音首字母', 'Pinyin initials', 'Iniciales pinyin', 'ピンイン頭文字'), key: 'pinyinInitials', field: 'dishName', width: 12 },
      { header: H('菜品类型', 'Dish type', 'Tipo de plato', '料理タイプ'), key: 'typeName' },
      { header: H('档口', 'Cooking station', 'Puesto de cocina', '調理場'), key: 'cookName' },
      { header: H('分类', 'Classifications', 'Clasificaciones', '分類'), key: 'classNames', width: 28 },
      { header: H('售价', 'Price', 'Precio', '販売価格'), key: 'price', money: true },
      { header: H('打包费', 'Box fee', 'Envase', '包装料'), key: 'boxFee', money: true },
      { header: H('优惠价', 'Discount price', 'Precio con descuento', '割引価格'), key: 'discountPrice', money: true },
      { header: H('重量(克)', 'Weight (g)', 'Peso (g)', '重量(g)'), key: 'weightG' },
      { header: H('厨师', 'Chef', 'Cocinero', 'シェフ'), key: 'chef' },
      { header: H('推荐', 'Recommended', 'Recomendado', 'おすすめ'), key: 'recommended', labels: YES_NO },
      { header: H('库存', 'Stock', 'Existencias', '在庫'), key: 'stock' },
      { header: H('限购', 'Purchase limit', 'Límite de compra', '購入制限'), key: 'purchaseLimit' },
      { header: H('上架', 'On shelf', 'A la venta', '販売中'), key: 'onShelf', labels: YES_NO },
      {
        header: H('审核状态', 'Review', 'Revisión', '審査状態'),
        key: 'auditState',
        labels: { pending: H('待审核', 'Pending', 'Pendiente', '審査待ち'), approved: H('已通过', 'Approved', 'Aprobado', '承認済み'), rejected: H('已驳回', 'Rejected', 'Rechazado', '却下') },
      },
      { header: H('点赞数', 'Likes', 'Me gusta', 'いいね数'), key: 'likeCount' },
      { header: H('创建时间', 'Created', 'Creado', '作成日時'), key: 'createdAt', time: true, width: 20 },
    ],
    rows,
  });
}
