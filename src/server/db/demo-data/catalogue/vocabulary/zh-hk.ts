/** The demo catalogue's words in Chinese (Traditional, Hong Kong). */
import type { CatalogueVocabulary } from './catalogue-vocabulary-type';

export const vocabulary: CatalogueVocabulary = {
  majorSections: [
    {
      name: '引擎',
      components: [
        '汽缸蓋',
        '正時鏈條張緊器',
        '正時鏈條',
        '機油泵',
        '曲軸皮帶輪',
        '凸輪軸感應器',
        '引擎腳膠',
        '機油隔座',
      ],
    },
    {
      name: '燃油及排氣系統',
      components: ['汽油泵', '噴油嘴', '汽油隔', '節氣門體', '排氣歧管', '催化轉換器', '後消聲器', '含氧感應器'],
    },
    {
      name: '冷卻及暖氣系統',
      components: ['水箱', '水泵', '節溫器座', '散熱風扇', '副水箱', '暖氣芯', '冷氣壓縮機', '冷凝器'],
    },
    {
      name: '波箱及傳動系統',
      components: ['離合器套裝', '波箱腳膠', '驅動軸', '傳動軸', '波棍', '分動箱', '差速器', '波箱油冷卻器'],
    },
    {
      name: '懸掛及轉向系統',
      components: ['避震器', '螺旋彈弓', '下擺臂', '防傾桿連桿', '輪轂軸承', '轉向機', '轉向拉桿球頭', '動力轉向泵'],
    },
    {
      name: '剎車系統',
      components: ['剎車鉗', '剎車碟', '剎車皮套裝', '剎車總泵', '剎車喉', 'ABS 感應器', '手掣線', '剎車助力器'],
    },
    {
      name: '電器系統',
      components: ['發電機', '起動摩打', '電池', '頭燈', '尾燈', '水撥摩打', '保險絲盒', '線束'],
    },
    {
      name: '車身及外觀',
      components: ['引擎蓋', '保險槓', '倒後鏡', '葉子板', '尾門撐桿', '車門手柄', '擋風玻璃', '車頂行李架'],
    },
    {
      name: '車廂及座椅',
      components: ['座椅骨架', '安全帶', '軚盤', '儀錶板', '手套箱', '中控台', '腳墊套裝', '車廂倒後鏡'],
    },
    {
      name: '車輪及輪胎',
      components: ['合金鈴', '輪胎', '車輪螺絲帽', '胎壓感應器', '後備車輪', '鈴蓋', '千斤頂', '防盜車輪螺絲帽'],
    },
  ],
  pageViews: ['總成', '前', '後', '固定件', '油封及墊片', '維修零件'],
  partPositions: ['', '前', '後', '左', '右', '上', '下'],
  fixings: ['螺栓', '螺絲帽', '墊圈', '扣', '油封', '墊片', '支架', '螺絲'],
  features: {
    P250: '2.0 公升汽油引擎，250 匹馬力',
    P400: '3.0 公升汽油引擎，400 匹馬力',
    D300: '3.0 公升柴油引擎，300 匹馬力',
    AT8: '8 速自動波箱',
    MT6: '6 速手動波箱',
    AWD: '全輪驅動',
    RWD: '後輪驅動',
    LHD: '左軚',
    RHD: '右軚',
    STDBRK: '標準剎車系統',
    PERFBRK: '高性能剎車系統',
  },
  documentTitles: {
    commonPreface: '通用前言',
    mainPreface: '主前言',
    overlayRepair: '搭接補板維修指南',
  },
  bulletinTitle: '技術通告：{{section}}',
  qualified: '{{name}}（{{qualifier}}）',
};
