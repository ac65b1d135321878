/** The signature editor's texts (spec sections 2, 5 and 8), word for word. */
export const signatureMessages = {
  noSignature: 'No signature created yet...',
  required: 'You need a signature to continue, please choose an option to create one.',
  drawTooltip: 'Draw your signature in this area',
  drawHint: 'Click save when done',
  uploadHint: 'Select an image, adjust it and click Next',
  filterHint: 'Adjust the slider to get the best quality',
  saved: 'Signature saved!',
} as const;

/** Notifications: title and message. */
export const signatureErrors = {
  saveFailed: { title: 'Error', message: 'Could not save signature' },
  typeBlank: { title: 'Type a signature', message: "Please type in your signature in the 'Sign here' field" },
  drawEmpty: { title: 'Draw a signature', message: 'Please draw your signature on the pad' },
  uploadMissing: { title: 'Upload Signature', message: 'Please, click on choose a photo to upload it' },
  rotateMissing: { title: 'Error rotating image', message: 'Nothing to rotate' },
} as const;
