import type { registerLocale } from 'echarts/core';

// ECharts' own French texts (echarts/lib/i18n/langFR.js, Apache-2.0, ECharts 6.1): the package exports its locales
// only as UMD scripts that expect a global ECharts, so the object is kept here and registered with the core
// (echarts.ts). It gives the description ECharts writes for each chart, in French on French pages.
export const echartsFrench: Parameters<typeof registerLocale>[1] = {
  time: {
    month: ['Janvier', 'Février', 'Mars', 'Avril', 'Mai', 'Juin', 'Juillet', 'Août', 'Septembre', 'Octobre', 'Novembre', 'Décembre'],
    monthAbbr: ['Jan', 'Fév', 'Mars', 'Avr', 'Mai', 'Juin', 'Juil', 'Août', 'Sept', 'Oct', 'Nov', 'Déc'],
    dayOfWeek: ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'],
    dayOfWeekAbbr: ['Dim', 'Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam'],
  },
  legend: {
    selector: {
      all: 'Tout',
      inverse: 'Inverse',
    },
  },
  toolbox: {
    brush: {
      title: {
        rect: 'Sélection rectangulaire',
        polygon: 'Sélection au lasso',
        lineX: 'Sélectionner horizontalement',
        lineY: 'Sélectionner verticalement',
        keep: 'Garder la sélection',
        clear: 'Effacer la sélection',
      },
    },
    dataView: {
      title: 'Visualisation des données',
      lang: ['Visualisation des données', 'Fermer', 'Rafraîchir'],
    },
    dataZoom: {
      title: {
        zoom: 'Zoom',
        back: 'Zoom Remise à zéro',
      },
    },
    magicType: {
      title: {
        line: 'Changer pour Ligne',
        bar: 'Changer pour Histogramme',
        stack: 'Superposition',
        tiled: 'Tuile',
      },
    },
    restore: {
      title: 'Restaurer',
    },
    saveAsImage: {
      title: "Sauvegarder l'image",
      lang: ["Clic droit pour sauvegarder l'image"],
    },
  },
  series: {
    typeNames: {
      pie: 'Camembert',
      bar: 'Histogramme',
      line: 'Ligne',
      scatter: 'Nuage de points',
      effectScatter: 'Nuage de points stylisé',
      radar: 'Radar',
      tree: 'Arbre',
      treemap: 'Treemap',
      boxplot: 'Boîte à moustaches',
      candlestick: 'Chandelier',
      k: 'Linéaire K',
      heatmap: 'Carte de fréquentation',
      map: 'Carte',
      parallel: 'Données parallèles',
      lines: 'Lignes',
      graph: 'Graphe',
      sankey: 'Sankey',
      funnel: 'Entonnoir',
      gauge: 'Jauge',
      pictorialBar: 'Barres à images',
      themeRiver: 'Stream Graph',
      sunburst: 'Sunburst',
      custom: 'Graphique personnalisé',
      chart: 'Graphique',
    },
  },
  aria: {
    general: {
      withTitle: 'Cette carte est intitulée "{title}"',
      withoutTitle: "C'est une carte",
    },
    series: {
      single: {
        prefix: '',
        withName: " Avec le type de {seriesType} qui s'appelle {seriesName}.",
        withoutName: ' Avec le type de {seriesType}.',
      },
      multiple: {
        prefix: ' Elle comprend {seriesCount} séries.',
        withName: ' La série {seriesId} représente {seriesName} de {seriesType}.',
        withoutName: ' La série {seriesId} est un/une {seriesType}.',
        separator: {
          middle: '',
          end: '',
        },
      },
    },
    data: {
      allData: 'Les données sont: ',
      partialData: 'Les premiers {displayCnt} éléments sont : ',
      withName: 'Les données pour {name} sont {value}',
      withoutName: '{value}',
      separator: {
        middle: ', ',
        end: '. ',
      },
    },
  },
};
