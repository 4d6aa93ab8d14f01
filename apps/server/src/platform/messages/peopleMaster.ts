import { m } from './text';

/** Server messages of the peopleMaster part. */
export const peopleMasterMessages = {
  placeParentInvalid: m('上级地点不能是该地点本身或其下级', 'The parent cannot be the place itself or one below it', 'El lugar superior no puede ser él mismo ni uno inferior', '上位の場所に自身または配下の場所は指定できません'),
  placeHasChildren: m('该地点下还有下级地点，不能删除', 'This place still has sub-places; remove or move them first', 'Este lugar aún tiene sublugares; elimínelos o muévalos primero', 'この場所には下位の場所があるため削除できません'),
  healthSyncNotConfigured: m(
    '未配置第三方健康数据服务，无法同步体检数据',
    'No third-party health data service is configured; health data cannot be synchronised',
    'No hay un servicio externo de datos de salud configurado; no se pueden sincronizar los datos',
    '外部の健康データサービスが設定されていないため、健康診断データを同期できません',
  ),
} as const;
