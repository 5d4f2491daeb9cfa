/** The live table page: the table client (table-app.ts) mounted on the page's #live element. */
import './styles/table.css';
import { startTable } from './table-app.js';

startTable();
