import './app/i18n';
