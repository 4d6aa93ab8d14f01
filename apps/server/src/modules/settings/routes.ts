import { settingsEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { getLogo, getSetting, putSetting } from './service';
import { getConfig, saveConfig } from './configs';
import { channelOrder, pageOverrides, removeOverride, setChannelOrder, setOverrides } from './deduction';
import { appletItemsOf, checkPlaceholders, pickupTemplates, recommendedDishPage, recommendedDishes } from './applet';
import { authorizeMerchant, authorizations } from './dingtalk';
import { settingsLookups } from './ports';
import {
  addScreen,
  canteenOptions,
  deleteAuthority,
  editScreen,
  getScreen,
  pageAuthorities,
  pageScreens,
  removeScreen,
  saveAuthority,
  updateAuthority,
} from './dataScreens';
import { merchantUsers } from './users';
import { addCloudPos, applyCertificate, cloudPosTerminals, editCloudPos, pageApplications, recordIssued } from './cloudPos';

const banners = appletItemsOf('banner');
const dynamicBanners = appletItemsOf('dynamicBanner');
const ads = appletItemsOf('ad');
const icons = appletItemsOf('icon');

export const settingsHandlers: Handlers<typeof settingsEndpoints> = {
  'settings.queryLogoConfig': (ctx) => getLogo(ctx),
  'settings.logoConfig': async (ctx, input) => {
    await putSetting(ctx, 'logo', input);
    return null;
  },
  'settings.getSetting': (ctx, input) => getSetting(ctx, input.key),
  'settings.putSetting': async (ctx, input) => {
    await putSetting(ctx, input.key, input.value);
    return null;
  },

  'settings.deductionGet': async (ctx) => ({ order: await channelOrder(ctx, 'console') }),
  'settings.deductionUpdate': async (ctx, input) => {
    await setChannelOrder(ctx, 'console', input.order);
    return null;
  },
  'settings.deductionAppletGet': async (ctx) => ({ order: await channelOrder(ctx, 'applet') }),
  'settings.deductionAppletUpdate': async (ctx, input) => {
    await setChannelOrder(ctx, 'applet', input.order);
    return null;
  },
  'settings.deductionOverridePage': (ctx, input) => pageOverrides(ctx, input),
  'settings.deductionCustomer': async (ctx, input) => ({ id: (await setOverrides(ctx, 'customer', [String(input.custId)], input.order))[0] }),
  'settings.deductionSn': async (ctx, input) => ({ id: (await setOverrides(ctx, 'device', [input.sn], input.order))[0] }),
  'settings.deductionBatch': async (ctx, input) => ({ count: (await setOverrides(ctx, 'customer', input.custIds.map(String), input.order)).length }),
  'settings.deductionOverrideRemove': async (ctx, input) => {
    await removeOverride(ctx, input.id);
    return null;
  },

  'settings.abcBankGet': (ctx) => getConfig(ctx, 'abcBank'),
  'settings.abcBankSave': (ctx, input) => saveConfig(ctx, 'abcBank', input).then(() => null),
  'settings.icbcBankGet': (ctx) => getConfig(ctx, 'icbcBank'),
  'settings.icbcBankSave': (ctx, input) => saveConfig(ctx, 'icbcBank', input).then(() => null),
  'settings.ccbBankGet': (ctx) => getConfig(ctx, 'ccbBank'),
  'settings.ccbBankSave': (ctx, input) => saveConfig(ctx, 'ccbBank', input).then(() => null),
  'settings.thirdBaseGet': (ctx) => getConfig(ctx, 'thirdBase'),
  'settings.thirdBaseSave': (ctx, input) => saveConfig(ctx, 'thirdBase', input).then(() => null),
  'settings.thirdPayGet': (ctx) => getConfig(ctx, 'thirdPay'),
  'settings.thirdPaySave': (ctx, input) => saveConfig(ctx, 'thirdPay', input).then(() => null),
  'settings.dingtalkGet': (ctx) => getConfig(ctx, 'dingtalk'),
  'settings.dingtalkSave': (ctx, input) => saveConfig(ctx, 'dingtalk', input).then(() => null),
  'settings.dingtalkAuthorize': (ctx) => authorizeMerchant(ctx),
  'settings.dingtalkAuthorizations': (ctx) => authorizations(ctx),
  'settings.officialAccountGet': (ctx) => getConfig(ctx, 'officialAccount'),
  'settings.officialAccountSave': (ctx, input) => saveConfig(ctx, 'officialAccount', input).then(() => null),
  'settings.appletSettingsGet': (ctx) => getConfig(ctx, 'appletSettings'),
  'settings.appletSettingsSave': (ctx, input) => saveConfig(ctx, 'appletSettings', input).then(() => null),
  'settings.appVersionGet': (ctx) => getConfig(ctx, 'appVersion'),
  'settings.appVersionSave': (ctx, input) => saveConfig(ctx, 'appVersion', input).then(() => null),

  'settings.bannerPage': (ctx, input) => banners.page(ctx, input),
  'settings.bannerAdd': (ctx, input) => banners.add(ctx, input),
  'settings.bannerEdit': (ctx, input) => banners.edit(ctx, input),
  'settings.bannerRemove': (ctx, input) => banners.remove(ctx, input.id),
  'settings.dynamicBannerPage': (ctx, input) => dynamicBanners.page(ctx, input),
  'settings.dynamicBannerAdd': (ctx, input) => dynamicBanners.add(ctx, input),
  'settings.dynamicBannerEdit': (ctx, input) => dynamicBanners.edit(ctx, input),
  'settings.dynamicBannerRemove': (ctx, input) => dynamicBanners.remove(ctx, input.id),
  'settings.adPage': (ctx, input) => ads.page(ctx, input),
  'settings.adAdd': (ctx, input) => ads.add(ctx, input),
  'settings.adEdit': (ctx, input) => ads.edit(ctx, input),
  'settings.adRemove': (ctx, input) => ads.remove(ctx, input.id),
  'settings.iconPage': (ctx, input) => icons.page(ctx, input),
  'settings.iconAdd': (ctx, input) => icons.add(ctx, input),
  'settings.iconEdit': (ctx, input) => icons.edit(ctx, input),
  'settings.iconRemove': (ctx, input) => icons.remove(ctx, input.id),

  'settings.pickupTemplatePage': (ctx, input) => pickupTemplates.page(ctx, input),
  'settings.pickupTemplateAdd': async (ctx, input) => {
    checkPlaceholders(input.content);
    return { id: await pickupTemplates.create(ctx, input) };
  },
  'settings.pickupTemplateEdit': async (ctx, { id, ...input }) => {
    checkPlaceholders(input.content);
    await pickupTemplates.update(ctx, id, input);
    return null;
  },
  'settings.pickupTemplateRemove': (ctx, input) => pickupTemplates.remove(ctx, input.id).then(() => null),
  'settings.recommendedDishPage': (ctx, input) => recommendedDishPage(ctx, input),
  'settings.recommendedDishAdd': async (ctx, input) => {
    // Only a reviewed dish of the library the caller reaches can be recommended to the app.
    await settingsLookups.use().assertApprovedDish(ctx, input.dishId, 'dishId');
    return { id: await recommendedDishes.create(ctx, input) };
  },
  'settings.recommendedDishEdit': async (ctx, { id, ...input }) => {
    await settingsLookups.use().assertApprovedDish(ctx, input.dishId, 'dishId');
    await recommendedDishes.update(ctx, id, input);
    return null;
  },
  'settings.recommendedDishRemove': (ctx, input) => recommendedDishes.remove(ctx, input.id).then(() => null),
  'settings.recommendedDishChoices': (ctx, input) => settingsLookups.use().dishChoices(ctx, input),

  'settings.dataScreenPage': (ctx, input) => pageScreens(ctx, input),
  'settings.dataScreenAdd': (ctx, input) => addScreen(ctx, input),
  'settings.dataScreenEdit': (ctx, input) => editScreen(ctx, input),
  'settings.dataScreenRemove': (ctx, input) => removeScreen(ctx, input.id),
  'settings.dataScreenDetail': (ctx, input) => getScreen(ctx, input.id),
  'settings.dataScreenCanteens': (ctx) => canteenOptions(ctx),
  'settings.dsAuthorityPage': (ctx, input) => pageAuthorities(ctx, input),
  'settings.dsAuthoritySave': (ctx, input) => saveAuthority(ctx, input),
  'settings.dsAuthorityUpdate': (ctx, input) => updateAuthority(ctx, input),
  'settings.dsAuthorityDelete': (ctx, input) => deleteAuthority(ctx, input.id),
  'settings.dsAuthorityUsers': (ctx) => merchantUsers(ctx),

  'settings.cloudPosPage': (ctx, input) => cloudPosTerminals.page(ctx, input),
  'settings.cloudPosAdd': (ctx, input) => addCloudPos(ctx, input),
  'settings.cloudPosEdit': (ctx, input) => editCloudPos(ctx, input),
  'settings.cloudPosRemove': (ctx, input) => cloudPosTerminals.remove(ctx, input.id).then(() => null),
  'settings.certApply': (ctx, input) => applyCertificate(ctx, input.bank),
  'settings.certApplicationPage': (ctx, input) => pageApplications(ctx, input),
  'settings.certIssued': (ctx, input) => recordIssued(ctx, input.id, input.certificate),
};
