import { m } from './text';
import { personColumnTexts } from './persons';

/** Server messages of the healthRecipes part, each m(zh, en, es, ja) from './text'. */
export const healthRecipesMessages = {
  healthRecipeNotRecipe: m('请选择健康食谱（不是分类）', 'Choose a health recipe, not a category', 'Elija una receta saludable, no una categoría', '分類ではなく健康レシピを選択してください'),
  healthRecipeParentNotCategory: m('上级只能是分类', 'The parent must be a category', 'El nivel superior debe ser una categoría', '上位は分類のみ指定できます'),
  healthRecipeParentInvalid: m('上级不能是自身或其下级', 'The parent cannot be the node itself or one below it', 'El nivel superior no puede ser el mismo nodo ni uno inferior', '上位に自身またはその下位は指定できません'),
  healthRecipeKindLocked: m(
    '分类下还有内容或食谱中已有菜品，不能修改类型',
    'A category that holds entries, or a recipe with dishes, cannot change its kind',
    'Una categoría con elementos, o una receta con platos, no puede cambiar de tipo',
    '中身のある分類や料理のあるレシピは種類を変更できません',
  ),
  healthRecipeHasChildren: m('该分类下还有分类或食谱，不能删除', 'This category still holds categories or recipes and cannot be removed', 'Esta categoría aún contiene categorías o recetas y no se puede eliminar', 'この分類には分類またはレシピがあるため削除できません'),
  healthRecipeDishTwice: m('同一餐次中菜品不能重复', 'A dish can be on a meal only once', 'Un plato solo puede estar una vez en cada comida', '同じ食事に同じ料理は1回のみ追加できます'),
  healthRecipeFull: m('一个健康食谱最多{max}道菜', 'A health recipe holds at most {max} dishes', 'Una receta saludable admite como máximo {max} platos', '健康レシピの料理は最大{max}件です'),
  healthRecipeChronicUnknown: m('慢性病不存在（{id}）', 'Unknown chronic illness ({id})', 'Enfermedad crónica desconocida ({id})', '存在しない慢性疾患です（{id}）'),
  healthRecipePsnTypeUnknown: m('人员类型不存在（{id}）', 'Unknown person type ({id})', 'Tipo de persona desconocido ({id})', '存在しない人員種別です（{id}）'),
  consultationCoverInvalid: m('封面图片地址须以 http://、https:// 或 / 开头', 'The cover image address must start with http://, https:// or /', 'La dirección de la portada debe empezar por http://, https:// o /', 'カバー画像のアドレスは http://、https:// または / で始めてください'),
  subscriptionNoTopic: m('请至少选择一个订阅分类或慢性病', 'Choose at least one category or chronic illness to follow', 'Elija al menos una categoría o enfermedad crónica', '購読する分類または慢性疾患を1つ以上選択してください'),
  subscriptionTaken: m('该人员已通过此渠道订阅，请修改原订阅', 'This person already subscribes through this channel: edit that subscription', 'Esta persona ya está suscrita por este canal: edite esa suscripción', 'この人員は既にこのチャネルで購読しています。既存の購読を編集してください'),
} as const;

/** Words of the health information codes, for the exports. */
export const consultationWords = {
  category: {
    diet: m('饮食建议', 'Diet advice', 'Consejos de dieta', '食事のアドバイス'),
    chronic: m('慢病管理', 'Chronic illness care', 'Control de enfermedades crónicas', '慢性疾患の管理'),
    nutrition: m('营养知识', 'Nutrition knowledge', 'Conocimientos de nutrición', '栄養の知識'),
    foodSafety: m('食品安全', 'Food safety', 'Seguridad alimentaria', '食品安全'),
  },
  state: {
    draft: m('草稿', 'Draft', 'Borrador', '下書き'),
    published: m('已发布', 'Published', 'Publicado', '公開済み'),
  },
  channel: {
    app: m('点餐应用', 'Ordering app', 'App de pedidos', '注文アプリ'),
    sms: m('短信', 'SMS', 'SMS', 'SMS'),
    email: m('邮件', 'E-mail', 'Correo electrónico', 'メール'),
  },
  yes: m('是', 'Yes', 'Sí', 'はい'),
  no: m('否', 'No', 'No', 'いいえ'),
};

/** Title and column headers of the health article export. */
export const consultationExportTexts = {
  title: m('健康资讯', 'Health information', 'Información de salud', '健康情報'),
  articleTitle: m('标题', 'Title', 'Título', 'タイトル'),
  category: m('分类', 'Category', 'Categoría', '分類'),
  state: m('状态', 'State', 'Estado', '状態'),
  summary: m('摘要', 'Summary', 'Resumen', '概要'),
  chronics: m('相关慢性病', 'Chronic illnesses', 'Enfermedades crónicas', '関連する慢性疾患'),
  psnTypes: m('面向人员类型', 'For person types', 'Para tipos de persona', '対象の人員種別'),
  author: m('作者', 'Author', 'Autor', '作成者'),
  publishedAt: m('发布时间', 'Published at', 'Publicado el', '公開日時'),
  updatedAt: m('更新时间', 'Updated at', 'Actualizado el', '更新日時'),
};

/** Title and column headers of the subscription export. */
export const subscriptionExportTexts = {
  title: m('资讯订阅', 'Information subscriptions', 'Suscripciones a información', '情報購読'),
  ...personColumnTexts,
  channel: m('订阅渠道', 'Channel', 'Canal', '購読チャネル'),
  categories: m('订阅分类', 'Categories', 'Categorías', '購読する分類'),
  chronics: m('关注慢性病', 'Chronic illnesses', 'Enfermedades crónicas', 'フォローする慢性疾患'),
  enabled: m('启用', 'Enabled', 'Activa', '有効'),
  remark: m('备注', 'Remark', 'Observación', '備考'),
  createdAt: m('订阅时间', 'Subscribed at', 'Suscrito el', '購読日時'),
};
