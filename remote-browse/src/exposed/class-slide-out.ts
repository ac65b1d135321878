export { ClassSlideOut as Component } from '../features/class/components/class-slide-out';
