import { domAnimation } from 'framer-motion';

/** framer-motion's animation and in-view features, loaded by LazyMotion after the first render. */
export default domAnimation;
