/** The demo catalogue's words in Chinese (Traditional, Taiwan). */
import type { CatalogueVocabulary } from './catalogue-vocabulary-type';

export const vocabulary: CatalogueVocabulary = {
  majorSections: [
    {
      name: '引擎',
      components: [
        '汽缸蓋',
        '正時鏈條張力器',
        '正時鏈條',
        '機油泵',
        '曲軸皮帶盤',
        '凸輪軸位置感知器',
        '引擎腳座',
        '機油濾清器座',
      ],
    },
    {
      name: '燃油與排氣系統',
      components: ['燃油泵', '噴油嘴', '燃油濾清器', '節氣門體', '排氣歧管', '觸媒轉換器', '後消音器', '含氧感知器'],
    },
    {
      name: '冷卻與暖氣系統',
      components: ['水箱', '水泵', '節溫器座', '冷卻風扇', '副水箱', '暖氣芯', '冷氣壓縮機', '冷凝器'],
    },
    {
      name: '變速箱與傳動系統',
      components: ['離合器套件', '變速箱腳座', '驅動軸', '傳動軸', '排檔桿', '分動箱', '差速器', '變速箱油冷卻器'],
    },
    {
      name: '懸吊與轉向系統',
      components: [
        '避震器',
        '螺旋彈簧',
        '下控制臂',
        '防傾桿連桿',
        '輪轂軸承',
        '方向機',
        '方向機外球頭',
        '動力方向機泵',
      ],
    },
    {
      name: '煞車系統',
      components: [
        '煞車卡鉗',
        '煞車碟盤',
        '煞車來令片組',
        '煞車總泵',
        '煞車軟管',
        'ABS 感知器',
        '手煞車拉線',
        '煞車倍力器',
      ],
    },
    {
      name: '電氣系統',
      components: ['發電機', '起動馬達', '電瓶', '頭燈', '尾燈', '雨刷馬達', '保險絲盒', '線束'],
    },
    {
      name: '車身與外觀',
      components: ['引擎蓋', '保險桿', '車外後視鏡', '葉子板', '尾門撐桿', '車門把手', '前擋風玻璃', '車頂行李架'],
    },
    {
      name: '內裝與座椅',
      components: ['座椅骨架', '安全帶', '方向盤', '儀表板', '手套箱', '中控台', '腳踏墊組', '車內後視鏡'],
    },
    {
      name: '輪圈與輪胎',
      components: ['鋁合金輪圈', '輪胎', '輪圈螺帽', '胎壓感知器', '備胎', '輪圈蓋', '千斤頂', '輪圈防盜螺帽'],
    },
  ],
  pageViews: ['總成', '前', '後', '固定件', '油封及墊片', '維修零件'],
  partPositions: ['', '前', '後', '左', '右', '上', '下'],
  fixings: ['螺栓', '螺帽', '華司', '扣夾', '油封', '墊片', '支架', '螺絲'],
  features: {
    P250: '2.0 公升汽油引擎，250 匹馬力',
    P400: '3.0 公升汽油引擎，400 匹馬力',
    D300: '3.0 公升柴油引擎，300 匹馬力',
    AT8: '8 速自排變速箱',
    MT6: '6 速手排變速箱',
    AWD: '全輪驅動',
    RWD: '後輪驅動',
    LHD: '左駕',
    RHD: '右駕',
    STDBRK: '標準煞車系統',
    PERFBRK: '高性能煞車系統',
  },
  documentTitles: {
    commonPreface: '通用前言',
    mainPreface: '主前言',
    overlayRepair: '搭接補板修護指南',
  },
  bulletinTitle: '技術通報：{{section}}',
  qualified: '{{name}}（{{qualifier}}）',
};
