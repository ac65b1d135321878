/**
 * The chrome barrel: the antd components the shell's frame and every page need. Remotes import UI from
 * these barrels, never from 'antd', so that one tree-shaken copy is shared at run time (architecture §3).
 */
import './antd-setup';

export {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Grid,
  Layout,
  Menu,
  Modal,
  Popover,
  Result,
  Skeleton,
  Space,
  Spin,
  Tooltip,
  Typography,
  notification,
  theme,
} from 'antd';
export type { MenuProps, ThemeConfig } from 'antd';
