// Mantine's rem()/light-dark() helpers and mixins in CSS modules need postcss-preset-mantine.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
