/** The widget's Spanish texts: a side-effect module that registers them. */
declare module 'altcha/i18n/es-419';
