/** The demo catalogue's words in Chinese (Simplified, Mainland China). */
import type { CatalogueVocabulary } from './catalogue-vocabulary-type';

export const vocabulary: CatalogueVocabulary = {
  majorSections: [
    {
      name: '发动机',
      components: [
        '气缸盖',
        '正时链条张紧器',
        '正时链条',
        '机油泵',
        '曲轴皮带轮',
        '凸轮轴位置传感器',
        '发动机悬置',
        '机油滤清器壳体',
      ],
    },
    {
      name: '燃油及排气系统',
      components: ['燃油泵', '喷油器', '燃油滤清器', '节气门体', '排气歧管', '三元催化转化器', '后消声器', '氧传感器'],
    },
    {
      name: '冷却及暖风系统',
      components: ['散热器', '水泵', '节温器壳体', '冷却风扇', '膨胀水箱', '暖风芯体', '空调压缩机', '冷凝器'],
    },
    {
      name: '变速器及传动系统',
      components: ['离合器套件', '变速器悬置', '驱动轴', '传动轴', '换挡杆', '分动器', '差速器', '变速器油冷却器'],
    },
    {
      name: '悬架及转向系统',
      components: [
        '减振器',
        '螺旋弹簧',
        '下控制臂',
        '稳定杆连杆',
        '轮毂轴承单元',
        '转向器',
        '转向横拉杆球头',
        '转向助力泵',
      ],
    },
    {
      name: '制动系统',
      components: [
        '制动钳',
        '制动盘',
        '制动摩擦片套件',
        '制动主缸',
        '制动软管',
        'ABS 轮速传感器',
        '驻车制动拉索',
        '真空助力器',
      ],
    },
    {
      name: '电气系统',
      components: ['发电机', '起动机', '蓄电池', '前照灯', '尾灯', '刮水器电机', '保险丝盒', '线束'],
    },
    {
      name: '车身及外饰',
      components: ['发动机罩', '保险杠', '外后视镜', '翼子板', '尾门支撑杆', '车门把手', '前风窗玻璃', '车顶行李架'],
    },
    {
      name: '内饰及座椅',
      components: ['座椅骨架', '安全带', '方向盘', '仪表板', '手套箱', '副仪表板', '脚垫套件', '内后视镜'],
    },
    {
      name: '车轮及轮胎',
      components: ['铝合金车轮', '轮胎', '车轮螺母', '胎压传感器', '备用车轮', '车轮装饰罩', '千斤顶', '防盗车轮螺母'],
    },
  ],
  pageViews: ['总成', '前', '后', '安装件', '密封件及密封垫', '维修件'],
  partPositions: ['', '前', '后', '左', '右', '上', '下'],
  fixings: ['螺栓', '螺母', '垫圈', '卡子', '密封件', '密封垫', '支架', '螺钉'],
  features: {
    P250: '2.0 升汽油发动机，250 马力',
    P400: '3.0 升汽油发动机，400 马力',
    D300: '3.0 升柴油发动机，300 马力',
    AT8: '8 速自动变速器',
    MT6: '6 速手动变速器',
    AWD: '全轮驱动',
    RWD: '后轮驱动',
    LHD: '左舵',
    RHD: '右舵',
    STDBRK: '标准制动系统',
    PERFBRK: '高性能制动系统',
  },
  documentTitles: {
    commonPreface: '通用前言',
    mainPreface: '主前言',
    overlayRepair: '搭接补板修理指南',
  },
  bulletinTitle: '技术通报：{{section}}',
  qualified: '{{name}}（{{qualifier}}）',
};
