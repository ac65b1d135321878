import './antd-setup';
/** Tables are heavy (sorting, filtering, pagination): a barrel of their own, loaded only by pages with one. */
export { Table } from 'antd';
export type { TableProps } from 'antd';
