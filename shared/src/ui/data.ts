import './antd-setup';
/** Data display: cards, lists and tags, for pages that show records. */
export { Card, Col, Collapse, Descriptions, Divider, List, Rate, Row, Steps, Tabs, Tag } from 'antd';
