/** The one-page market report's words, in English and Spanish (as the market pages say them). */
import type { FigureKey, MarketAreaType, PropertyGroup } from '@hearth/domain';

export type ReportLanguage = 'en' | 'es';

export interface ReportText {
  title: (type: MarketAreaType, name: string) => string;
  subtitle: (month: string, group: string) => string;
  group: Record<PropertyGroup, string>;
  figure: Record<FigureKey, string>;
  short: Record<FigureKey, string>;
  yearChange: (change: string) => string;
  noYearChange: string;
  notEnoughSales: string;
  dashNote: (minimumSales: number) => string;
  chartTitle: string;
  tableTitle: string;
  month: string;
  asOf: (date: string) => string;
  revised: (months: string) => string;
  definitions: (minimumSales: number) => string;
  source: (association: string) => string;
}

const en: ReportText = {
  title: (type, name) =>
    type === 'region'
      ? 'Market report: the region'
      : type === 'county'
        ? `Market report: ${name} County`
        : type === 'zip'
          ? `Market report: ZIP code ${name}`
          : `Market report: ${name}`,
  subtitle: (month, group) => `${month} · ${group}`,
  group: {
    all: 'All residential',
    'single-family': 'Single-family',
    'condo-townhouse': 'Condo/townhouse',
    lease: 'Leases',
  },
  figure: {
    closedSales: 'Closed sales',
    medianSalesPrice: 'Median sales price',
    averageSalesPrice: 'Average sales price',
    newListings: 'New listings',
    pendingSales: 'Pending sales',
    inventory: 'Inventory',
    monthsSupply: "Months' supply",
    medianDaysOnMarket: 'Median days on market',
    percentOfListPriceReceived: '% of list price received',
  },
  short: {
    closedSales: 'Closed',
    medianSalesPrice: 'Median price',
    averageSalesPrice: 'Average price',
    newListings: 'New',
    pendingSales: 'Pending',
    inventory: 'Inventory',
    monthsSupply: 'Supply',
    medianDaysOnMarket: 'Days',
    percentOfListPriceReceived: '% of list',
  },
  yearChange: (change) => `${change} from a year before`,
  noYearChange: 'no figure a year before',
  notEnoughSales: 'not enough sales',
  dashNote: (minimumSales) =>
    `– not enough sales: fewer than ${minimumSales} closed sales in the month.`,
  chartTitle: 'Median sales price, the last 24 months',
  tableTitle: 'The last 12 months',
  month: 'Month',
  asOf: (date) => `Live figures as of ${date}.`,
  revised: (months) =>
    `Revised: the figures of ${months} changed after the association's report froze them, as late records arrived.`,
  definitions: (minimumSales) =>
    `Closed sales: sale listings whose close date falls in the month; median price of their close prices. New listings: on market in the month. Pending: entered contract in the month. Inventory: active listings on the month's last day. Months' supply: inventory ÷ the average monthly closed sales of the 12 months to date. Days on market: median of the month's closed sales. A month with fewer than ${minimumSales} closed sales shows "not enough sales".`,
  source: (association) => `${association} · Figures from the MLS data`,
};

const es: ReportText = {
  title: (type, name) =>
    type === 'region'
      ? 'Informe del mercado: la región'
      : type === 'county'
        ? `Informe del mercado: condado de ${name}`
        : type === 'zip'
          ? `Informe del mercado: código postal ${name}`
          : `Informe del mercado: ${name}`,
  subtitle: (month, group) => `${month} · ${group}`,
  group: {
    all: 'Todo residencial',
    'single-family': 'Unifamiliar',
    'condo-townhouse': 'Condominio/casa adosada',
    lease: 'Alquileres',
  },
  figure: {
    closedSales: 'Ventas cerradas',
    medianSalesPrice: 'Precio de venta mediano',
    averageSalesPrice: 'Precio de venta promedio',
    newListings: 'Anuncios nuevos',
    pendingSales: 'Ventas pendientes',
    inventory: 'Inventario',
    monthsSupply: 'Meses de oferta',
    medianDaysOnMarket: 'Días en el mercado (mediana)',
    percentOfListPriceReceived: '% del precio de lista recibido',
  },
  short: {
    closedSales: 'Cerradas',
    medianSalesPrice: 'Precio mediano',
    averageSalesPrice: 'Precio promedio',
    newListings: 'Nuevos',
    pendingSales: 'Pendientes',
    inventory: 'Inventario',
    monthsSupply: 'Oferta',
    medianDaysOnMarket: 'Días',
    percentOfListPriceReceived: '% de lista',
  },
  yearChange: (change) => `${change} respecto al año anterior`,
  noYearChange: 'sin cifra del año anterior',
  notEnoughSales: 'ventas insuficientes',
  dashNote: (minimumSales) =>
    `– ventas insuficientes: menos de ${minimumSales} ventas cerradas en el mes.`,
  chartTitle: 'Precio de venta mediano, los últimos 24 meses',
  tableTitle: 'Los últimos 12 meses',
  month: 'Mes',
  asOf: (date) => `Cifras en vivo al ${date}.`,
  revised: (months) =>
    `Revisado: las cifras de ${months} cambiaron después de que el informe de la asociación las fijara, al llegar registros tardíos.`,
  definitions: (minimumSales) =>
    `Ventas cerradas: anuncios de venta cuya fecha de cierre cae en el mes; precio mediano de sus precios de cierre. Anuncios nuevos: salieron al mercado en el mes. Pendientes: pasaron a contrato en el mes. Inventario: anuncios activos el último día del mes. Meses de oferta: el inventario ÷ el promedio mensual de ventas cerradas de los 12 meses hasta la fecha. Días en el mercado: la mediana de las ventas cerradas del mes. Un mes con menos de ${minimumSales} ventas cerradas muestra «ventas insuficientes».`,
  source: (association) => `${association} · Cifras de los datos del MLS`,
};

export const REPORT_TEXT: Record<ReportLanguage, ReportText> = { en, es };
