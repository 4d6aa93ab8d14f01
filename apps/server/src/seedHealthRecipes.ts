import { withTx, type Ctx } from './platform/context';
import { addConsultation, addHealthRecipeDetails, addHealthRecipeNode, saveSubscription } from './modules/health';
import { dishIdsByName } from './modules/menu';
import { addChronic, chronicOptions, healthPeople, psnTypes } from './modules/people';

/**
 * Demo health recipes and health information (runs after the dishes seed): four categories — diabetes, high blood
 * pressure, weight loss, everyday adults — with a day's recipes built from the demo dishes (a dish the dishes seed
 * did not make is left out), four published articles a canteen dietitian would write, and a few of the demo people
 * subscribed to them. Seeding again changes nothing.
 */

type Meals = Partial<Record<1 | 2 | 4, [dish: string, portions: number][]>>;
interface RecipeSeed {
  name: string;
  energyKcal: number;
  description: string;
  psnType?: string;
  meals: Meals;
}
const TREE: { name: string; chronic?: string; description: string; recipes: RecipeSeed[] }[] = [
  {
    name: '糖尿病食谱',
    chronic: '糖尿病',
    description: '控制总能量和精制碳水，主食定量、粗细搭配，优先选择蔬菜和优质蛋白。',
    recipes: [
      {
        name: '糖尿病一日三餐A',
        energyKcal: 1800,
        description: '早餐小米粥配鸡蛋，午晚餐一荤一素半份主食。',
        meals: {
          1: [['小米粥', 1], ['煮鸡蛋', 1], ['馒头', 0.5]],
          2: [['清炒西兰花', 1], ['番茄炒蛋', 1], ['米饭', 1]],
          4: [['红烧鱼块', 1], ['白菜豆腐汤', 1], ['米饭', 0.5]],
        },
      },
      {
        name: '糖尿病一日三餐B',
        energyKcal: 1600,
        description: '以牛奶、鸡蛋开启一天，午餐瘦肉配绿叶菜，晚餐清淡少油。',
        meals: {
          1: [['牛奶', 1], ['煮鸡蛋', 1], ['馒头', 0.5]],
          2: [['青椒肉丝', 1], ['清炒西兰花', 1], ['米饭', 0.5]],
          4: [['麻婆豆腐', 0.5], ['白菜豆腐汤', 1], ['小米粥', 1]],
        },
      },
    ],
  },
  {
    name: '高血压食谱',
    chronic: '高血压',
    description: '低盐少油，每天食盐不超过5克，多吃蔬菜、奶类和豆制品。',
    recipes: [
      {
        name: '高血压低盐一日三餐',
        energyKcal: 1900,
        description: '全天菜品少盐烹调，不配腌制小菜；鱼肉代替红肉。',
        meals: {
          1: [['牛奶', 1], ['煮鸡蛋', 1], ['馒头', 1]],
          2: [['红烧鱼块', 1], ['清炒西兰花', 1], ['米饭', 1]],
          4: [['番茄炒蛋', 1], ['白菜豆腐汤', 1], ['小米粥', 1]],
        },
      },
    ],
  },
  {
    name: '减脂食谱',
    description: '适度减少能量摄入，保证蛋白质，多吃蔬菜，少吃油炸和甜食。',
    recipes: [
      {
        name: '减脂一日三餐',
        energyKcal: 1500,
        description: '晚餐不吃主食，以蔬菜和豆制品为主。',
        meals: {
          1: [['牛奶', 1], ['煮鸡蛋', 1]],
          2: [['清炒西兰花', 1.5], ['青椒肉丝', 1], ['米饭', 0.5]],
          4: [['白菜豆腐汤', 1], ['番茄炒蛋', 1]],
        },
      },
    ],
  },
  {
    name: '普通成人食谱',
    description: '食物多样、谷类为主，荤素搭配，适合身体健康的成年员工。',
    recipes: [
      {
        name: '普通成人一日三餐',
        energyKcal: 2100,
        description: '按《中国居民膳食指南》的一日三餐，能量约2100千卡。',
        meals: {
          1: [['小米粥', 1], ['馒头', 1], ['煮鸡蛋', 1]],
          2: [['红烧肉', 1], ['酸辣土豆丝', 1], ['米饭', 1]],
          4: [['宫保鸡丁', 1], ['鱼香茄子', 1], ['米饭', 1]],
        },
      },
      {
        name: '员工工作日午餐',
        energyKcal: 800,
        description: '正式员工工作日午餐推荐：两菜一饭。',
        psnType: '正式员工',
        meals: { 2: [['宫保鸡丁', 1], ['清炒西兰花', 1], ['米饭', 1]] },
      },
    ],
  },
];

const ARTICLES: { title: string; category: 'diet' | 'chronic' | 'nutrition' | 'foodSafety'; chronic?: string; summary: string; content: string }[] = [
  {
    title: '糖尿病人如何吃好食堂一日三餐',
    category: 'chronic',
    chronic: '糖尿病',
    summary: '定时定量、主食减半、先吃菜后吃饭，在食堂也能稳住血糖。',
    content:
      '<h3>一、主食定量，粗细搭配</h3><p>每餐主食控制在一两半到二两（生重），可用<strong>小米粥、杂粮</strong>替换一部分白米饭。</p>' +
      '<h3>二、进餐顺序有讲究</h3><p>建议<strong>先吃蔬菜，再吃肉蛋豆，最后吃主食</strong>，餐后血糖更平稳。</p>' +
      '<h3>三、窗口选菜小贴士</h3><ul><li>优选清炒、清蒸、炖煮的菜品</li><li>少选糖醋、红烧、勾芡的菜品</li><li>汤品撇去浮油再喝</li></ul>' +
      '<p>食堂“健康食谱”中的<em>糖尿病一日三餐</em>已按上述原则搭配，可直接参考。</p>',
  },
  {
    title: '减盐小窍门：高血压人群的饮食要点',
    category: 'diet',
    chronic: '高血压',
    summary: '每天食盐不超过5克，警惕酱油、咸菜等“隐形盐”。',
    content:
      '<p>高血压人群每天食盐应<strong>不超过5克</strong>，约一个啤酒瓶盖的量。</p>' +
      '<h3>看不见的盐更要小心</h3><ul><li>10毫升酱油约含1.6克盐</li><li>咸菜、腐乳、火腿肠等加工食品含盐很高</li></ul>' +
      '<h3>在食堂可以这样做</h3><ol><li>打菜时少要菜汤</li><li>多选蔬菜、豆腐、鱼类</li><li>每天一杯牛奶，补充钙和钾</li></ol>',
  },
  {
    title: '认识膳食纤维：肠道健康的好帮手',
    category: 'nutrition',
    summary: '成年人每天宜摄入25～30克膳食纤维，蔬菜、全谷物和豆类是主要来源。',
    content:
      '<p>膳食纤维能增加饱腹感、促进肠道蠕动，还有助于控制血糖和血脂。</p>' +
      '<h4>哪些食物富含膳食纤维？</h4><ul><li>西兰花、白菜、菠菜等蔬菜</li><li>小米、玉米、红薯等粗杂粮</li><li>豆腐等豆制品</li></ul>' +
      '<p>建议每餐至少选择<strong>一份蔬菜</strong>，主食中粗杂粮占三分之一。</p>',
  },
  {
    title: '夏季食堂食品安全提示',
    category: 'foodSafety',
    summary: '高温季节细菌繁殖快，留样、生熟分开和及时食用是关键。',
    content:
      '<p>夏季气温高，食物更容易变质。食堂已落实每餐<strong>菜品留样48小时</strong>制度。</p>' +
      '<h3>就餐时请注意</h3><ul><li>饭菜打好后尽快食用，不要长时间放置</li><li>自带餐食请放入冰箱冷藏</li><li>发现饭菜有异味请立即停止食用并告知食堂</li></ul>' +
      '<p>如有身体不适，请及时就医并联系食堂管理员。</p>',
  },
];

export async function seedHealthRecipes(ctx: Ctx): Promise<void> {
  if ((await ctx.db.query(`SELECT 1 FROM health_recipes WHERE merchant_id = $1 LIMIT 1`, [ctx.merchantId])).length) return;
  await withTx(ctx, async (tx) => {
    const known = new Set((await chronicOptions(tx)).map((c) => c.chronicName));
    for (const [sort, chronicName] of ['糖尿病', '高血压'].entries()) if (!known.has(chronicName)) await addChronic(tx, { chronicName, sort, remark: '' });
    const chronicId = new Map((await chronicOptions(tx)).map((c) => [c.chronicName, c.chronicId]));
    const typeId = new Map((await psnTypes.list(tx)).map((p) => [p.psnTypeName, p.psnTypeId]));
    const dishNames = TREE.flatMap((c) => c.recipes.flatMap((r) => Object.values(r.meals).flatMap((lines) => lines.map(([name]) => name))));
    const dishId = await dishIdsByName(tx, dishNames);
    const ids = (names: (string | undefined)[], from: Map<string, number>) => names.flatMap((n) => (n && from.has(n) ? [from.get(n)!] : []));

    for (const [sort, c] of TREE.entries()) {
      const { healthRecipeId: categoryId } = await addHealthRecipeNode(tx, {
        parentId: null,
        kind: 'category',
        name: c.name,
        chronicIds: ids([c.chronic], chronicId),
        psnTypeIds: [],
        energyKcal: null,
        description: c.description,
        sort,
      });
      for (const [i, r] of c.recipes.entries()) {
        const { healthRecipeId } = await addHealthRecipeNode(tx, {
          parentId: categoryId,
          kind: 'recipe',
          name: r.name,
          chronicIds: [],
          psnTypeIds: ids([r.psnType], typeId),
          energyKcal: r.energyKcal,
          description: r.description,
          sort: i,
        });
        for (const [meal, lines] of Object.entries(r.meals)) {
          const items = lines.filter(([name]) => dishId.has(name)).map(([name, portions]) => ({ dishId: dishId.get(name)!, portions, remark: '' }));
          if (items.length) await addHealthRecipeDetails(tx, { healthRecipeId, mealType: Number(meal), items });
        }
      }
    }

    for (const a of ARTICLES)
      await addConsultation(tx, { ...a, coverImage: '', chronicIds: ids([a.chronic], chronicId), psnTypeIds: [], state: 'published', author: '食堂营养师 李敏' });

    // A few demo people follow the topics that concern them.
    const people = (await healthPeople(tx, { page: 1, limit: 6 })).records;
    const follows: { categories: ('diet' | 'chronic' | 'nutrition' | 'foodSafety')[]; chronics: string[]; channel: 'app' | 'sms' | 'email' }[] = [
      { categories: ['chronic'], chronics: ['糖尿病'], channel: 'app' },
      { categories: ['diet'], chronics: ['高血压'], channel: 'app' },
      { categories: ['nutrition', 'foodSafety'], chronics: [], channel: 'app' },
      { categories: ['foodSafety'], chronics: [], channel: 'email' },
      { categories: ['diet', 'nutrition'], chronics: ['糖尿病', '高血压'], channel: 'sms' },
    ];
    for (const [i, f] of follows.entries()) {
      const person = people[i];
      if (!person) break;
      await saveSubscription(tx, { custId: person.custId, channel: f.channel, categories: f.categories, chronicIds: ids(f.chronics, chronicId), enabled: true, remark: '' });
    }
  });
}
