export { ClassSlideOut as Component } from '../pages/class-slide-out';
