import type { Ctx } from './platform/context';
import { withTx } from './platform/context';
import { addDish, approveDishes, dishClassIdsByName, dishIdsByName, dishMaterialsByName, initDishData, seedLike } from './modules/menu';
import { shanghai, shanghaiDay } from './seedClock';

/**
 * Demo dishes for `npm start` (after the materials seed): the standard types and classifications, then the canteen's
 * everyday dishes, reviewed and on shelf, each with the grams of its ingredients (a material the materials seed did
 * not make is left out), and a week of diners' likes with scores and comments from the people given.
 */

interface DemoDish {
  name: string;
  type: string;
  /** Cents. */
  price: number;
  weightG: number;
  cook: string;
  /** `kind:name` of the other classifications. */
  classes: string[];
  ingredients: [string, number][];
  description: string;
  recommended?: boolean;
  chef?: string;
}

const DISHES: DemoDish[] = [
  { name: '红烧肉', type: '热菜', price: 1500, weightG: 220, cook: '炒菜档口', classes: ['taste:咸鲜', 'label:招牌', 'classify:荤菜', 'style:家常菜'], ingredients: [['五花肉', 150], ['酱油', 10], ['白砂糖', 8], ['花生油', 5]], description: '肥而不腻，入口即化', recommended: true, chef: '王师傅' },
  { name: '番茄炒蛋', type: '热菜', price: 800, weightG: 260, cook: '炒菜档口', classes: ['taste:酸甜', 'classify:半荤素', 'style:家常菜', 'suit:儿童'], ingredients: [['西红柿', 150], ['鸡蛋', 100], ['花生油', 10], ['白砂糖', 5], ['食盐', 2]], description: '酸甜开胃，老少皆宜', recommended: true },
  { name: '青椒肉丝', type: '热菜', price: 1200, weightG: 230, cook: '炒菜档口', classes: ['taste:咸鲜', 'classify:半荤素', 'style:家常菜'], ingredients: [['猪里脊', 100], ['青椒', 120], ['花生油', 10], ['酱油', 5], ['食盐', 2]], description: '肉丝嫩滑，青椒爽脆' },
  { name: '宫保鸡丁', type: '热菜', price: 1400, weightG: 240, cook: '炒菜档口', classes: ['taste:香辣', 'classify:荤菜', 'style:川菜', 'effect:补充蛋白'], ingredients: [['鸡胸肉', 150], ['黄瓜', 50], ['胡萝卜', 30], ['花生油', 12], ['酱油', 8], ['白砂糖', 6]], description: '鸡丁滑嫩，糊辣荔枝味', chef: '李师傅' },
  { name: '麻婆豆腐', type: '热菜', price: 900, weightG: 260, cook: '炒菜档口', classes: ['taste:麻辣', 'classify:半荤素', 'style:川菜'], ingredients: [['豆腐', 200], ['猪肉(肥瘦)', 30], ['花生油', 10], ['酱油', 5], ['食盐', 2]], description: '麻辣鲜香，豆腐嫩滑', chef: '李师傅' },
  { name: '清炒西兰花', type: '热菜', price: 700, weightG: 200, cook: '炒菜档口', classes: ['taste:清淡', 'label:低脂', 'classify:素菜', 'effect:高纤维'], ingredients: [['西兰花', 200], ['胡萝卜', 20], ['花生油', 8], ['食盐', 2]], description: '清爽少油，保留脆嫩' },
  { name: '酸辣土豆丝', type: '热菜', price: 500, weightG: 220, cook: '炒菜档口', classes: ['taste:酸辣', 'label:素食', 'classify:素菜', 'style:家常菜'], ingredients: [['土豆', 200], ['青椒', 20], ['花生油', 10], ['食盐', 2]], description: '酸辣爽口，下饭神器' },
  { name: '鱼香茄子', type: '热菜', price: 900, weightG: 260, cook: '炒菜档口', classes: ['taste:酸甜', 'classify:半荤素', 'style:川菜'], ingredients: [['茄子', 250], ['猪肉(肥瘦)', 30], ['花生油', 15], ['酱油', 8], ['白砂糖', 8]], description: '鱼香浓郁，软糯入味' },
  { name: '红烧鱼块', type: '热菜', price: 1600, weightG: 230, cook: '炒菜档口', classes: ['taste:咸鲜', 'classify:荤菜', 'effect:补充蛋白'], ingredients: [['草鱼', 200], ['酱油', 10], ['白砂糖', 5], ['花生油', 10]], description: '外焦里嫩，酱香浓郁' },
  { name: '土豆炖牛肉', type: '热菜', price: 1800, weightG: 300, cook: '蒸煮档口', classes: ['taste:咸鲜', 'classify:荤菜', 'effect:补铁', 'suit:健身人群'], ingredients: [['牛肉', 120], ['土豆', 150], ['胡萝卜', 30], ['酱油', 10], ['花生油', 8]], description: '牛肉软烂，土豆绵沙', recommended: true },
  { name: '凉拌黄瓜', type: '凉菜', price: 500, weightG: 200, cook: '凉菜档口', classes: ['taste:酸辣', 'label:素食', 'classify:素菜', 'effect:清热解暑'], ingredients: [['黄瓜', 200], ['酱油', 5], ['食盐', 2]], description: '清脆爽口，夏日必备' },
  { name: '白菜豆腐汤', type: '汤粥', price: 400, weightG: 350, cook: '汤粥档口', classes: ['taste:清淡', 'classify:汤品', 'suit:老人'], ingredients: [['大白菜', 100], ['豆腐', 80], ['花生油', 3], ['食盐', 2]], description: '清淡暖胃' },
  { name: '小米粥', type: '汤粥', price: 200, weightG: 300, cook: '汤粥档口', classes: ['taste:清淡', 'classify:汤品', 'suit:老人'], ingredients: [['小米', 30]], description: '熬足一小时，米油浓稠' },
  { name: '米饭', type: '主食', price: 100, weightG: 250, cook: '蒸煮档口', classes: ['classify:主食'], ingredients: [['大米', 100]], description: '东北大米，一两半' },
  { name: '馒头', type: '主食', price: 100, weightG: 100, cook: '面点档口', classes: ['classify:主食'], ingredients: [['面粉', 80]], description: '老面发酵，松软筋道' },
  { name: '蒸玉米', type: '主食', price: 300, weightG: 200, cook: '蒸煮档口', classes: ['classify:主食', 'effect:高纤维'], ingredients: [['玉米', 200]], description: '甜糯玉米，粗粮搭配' },
  { name: '煮鸡蛋', type: '主食', price: 150, weightG: 50, cook: '蒸煮档口', classes: ['effect:补充蛋白', 'suit:儿童'], ingredients: [['鸡蛋', 55]], description: '早餐必备' },
  { name: '牛奶', type: '饮品', price: 300, weightG: 250, cook: '汤粥档口', classes: ['classify:饮品', 'effect:补钙'], ingredients: [['牛奶', 250]], description: '纯牛奶250毫升，加热供应' },
];

const COMMENTS = ['很好吃，分量足', '味道不错', '偏咸了一点', '希望多供应几次', '', '油有点多', '家常味道，喜欢', ''];

export async function seedMenuDishes(ctx: Ctx, opts: { custIds: number[] }): Promise<void> {
  await withTx(ctx, async (tx) => {
    await initDishData(tx);
    const { types, classes } = await dishClassIdsByName(tx);
    const materials = await dishMaterialsByName(
      tx,
      DISHES.flatMap((d) => d.ingredients.map(([name]) => name)),
    );
    const existing = await dishIdsByName(
      tx,
      DISHES.map((d) => d.name),
    );
    const made: number[] = [];
    for (const [i, d] of DISHES.entries()) {
      if (existing.has(d.name)) continue;
      const { dishesId } = await addDish(tx, {
        dishName: d.name,
        typeId: types.get(d.type)!,
        cookId: classes.get(`cook:${d.cook}`) ?? null,
        classIds: d.classes.map((c) => classes.get(c)).filter((id): id is number => id !== undefined),
        price: d.price,
        boxFee: d.type === '汤粥' || d.type === '热菜' ? 50 : 0,
        discountPrice: null,
        weightG: d.weightG,
        images: [],
        description: d.description,
        detailHtml: `<p>${d.description}</p>`,
        chef: d.chef ?? '',
        recommended: d.recommended ?? false,
        stock: null,
        purchaseLimit: null,
        onShelf: true,
        sort: i,
        ingredients: d.ingredients.filter(([name]) => materials.has(name)).map(([name, grams]) => ({ materialId: materials.get(name)!, grams })),
      });
      made.push(dishesId);
    }
    await approveDishes(tx, made);

    // A week of likes: each person likes one or two dishes a day, the favourites more often; every other like is scored.
    const ids = await dishIdsByName(
      tx,
      DISHES.map((d) => d.name),
    );
    const dishIds = DISHES.map((d) => ids.get(d.name)!);
    const favourites = dishIds.slice(0, 6);
    const now = ctx.now();
    for (let day = -6; day <= 0; day++) {
      for (const [i, custId] of opts.custIds.entries()) {
        const at = shanghai(now, day, 12, (i * 7) % 50);
        if (at > now) continue;
        const picks = [favourites[(i + day + 6) % favourites.length], ...(i % 3 === 0 ? [dishIds[(i * 5 + day + 6) % dishIds.length]] : [])];
        for (const [k, dishesId] of picks.entries()) {
          const scored = (i + k + day) % 2 === 0;
          await seedLike(tx, {
            custId,
            dishesId,
            day: shanghaiDay(at),
            score: scored ? 5 - ((i + k) % 3 === 0 ? 1 : 0) - ((i + day) % 7 === 0 ? 2 : 0) : null,
            comment: scored ? COMMENTS[(i + day + 6) % COMMENTS.length] : '',
            at,
          });
        }
      }
    }
  });
}
