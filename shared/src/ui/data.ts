/** Data display: heavier components that only some pages need. */
export { Card, Col, Collapse, Descriptions, Divider, Image, List, Rate, Row, Table, Tabs, Tag } from 'antd';
export type { TableProps } from 'antd';
