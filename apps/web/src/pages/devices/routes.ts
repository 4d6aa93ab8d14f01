import { createElement, lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Every device type's page is the device list filtered to that type, with the fields the type needs. */
const deviceTypePage = (type: string) => lazy(() => import('./machines').then((m) => ({ default: () => createElement(m.default, { type }) })));

/** Pages of the devices area, one line each: '/basesetting/…': lazy(() => import('./…')). */
export const devicesPages: PageMap = {
  '/basesetting/machinemanage': lazy(() => import('./machines')),
  '/basesetting/machinemanage/AIcheng': deviceTypePage('AIcheng'),
  '/basesetting/machinemanage/androidbind': deviceTypePage('androidbind'),
  '/basesetting/machinemanage/androidchongzhi': deviceTypePage('androidchongzhi'),
  '/basesetting/machinemanage/androidguashiji': deviceTypePage('androidguashiji'),
  '/basesetting/machinemanage/cantaimachine': deviceTypePage('cantaimachine'),
  '/basesetting/machinemanage/chupinji': deviceTypePage('chupinji'),
  '/basesetting/machinemanage/diancanji': deviceTypePage('diancanji'),
  '/basesetting/machinemanage/dianzicaipai': deviceTypePage('dianzicaipai'),
  '/basesetting/machinemanage/dishidentification': deviceTypePage('dishidentification'),
  '/basesetting/machinemanage/hexiaoji': deviceTypePage('hexiaoji'),
  '/basesetting/machinemanage/jiaohaoji': deviceTypePage('jiaohaoji'),
  '/basesetting/machinemanage/lishixiaofeiji': deviceTypePage('lishixiaofeiji'),
  '/basesetting/machinemanage/liuyangji': deviceTypePage('liuyangji'),
  '/basesetting/machinemanage/paicaipingban': deviceTypePage('paicaipingban'),
  '/basesetting/machinemanage/plchupinji': deviceTypePage('plchupinji'),
  '/basesetting/machinemanage/printmachine': deviceTypePage('printmachine'),
  '/basesetting/machinemanage/releaseInformation': lazy(() => import('./notices')),
  '/basesetting/machinemanage/saomashoufeiji': deviceTypePage('saomashoufeiji'),
  '/basesetting/machinemanage/selfweighingchupinji': deviceTypePage('selfweighingchupinji'),
  '/basesetting/machinemanage/servicecounter': deviceTypePage('servicecounter'),
  '/basesetting/machinemanage/servicecounter/detail': lazy(() => import('./serviceCounterDetail')),
  '/basesetting/machinemanage/shouchiji': deviceTypePage('shouchiji'),
  '/basesetting/machinemanage/shuangpingxiaofeiji': deviceTypePage('shuangpingxiaofeiji'),
  '/basesetting/machinemanage/shuikongji': deviceTypePage('shuikongji'),
  '/basesetting/machinemanage/tablewaremanage': lazy(() => import('./tableware')),
  '/basesetting/machinemanage/ufaceshibieji': deviceTypePage('ufaceshibieji'),
  '/basesetting/machinemanage/zhifupos': deviceTypePage('zhifupos'),
  '/basesetting/machinemanage/AIcaipinshibie': deviceTypePage('AIcaipinshibie'),
  '/basesetting/machinemanage/AIcaipincaijizhongduan': deviceTypePage('AIcaipincaijizhongduan'),
};
