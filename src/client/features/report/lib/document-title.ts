export const REPORT_DOCUMENT_TITLE = 'IQ Report | Official IQ Test Online';
