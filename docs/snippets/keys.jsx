const keyStyle = {
  display: 'inline-block',
  minWidth: '1.6em',
  padding: '0 0.35em',
  border: '1px solid',
  borderRadius: '0.3em',
  fontFamily: 'inherit',
  fontSize: '0.8em',
  lineHeight: '1.5',
  textAlign: 'center',
  opacity: 0.85,
};

/** A key combination: <Keys keys={['Ctrl', 'K']} />. */
export const Keys = ({ keys }) => (
  <span style={{ whiteSpace: 'nowrap' }}>
    {keys.map((key, index) => (
      <span key={key}>
        {index > 0 ? ' + ' : ''}
        <kbd style={keyStyle}>{key}</kbd>
      </span>
    ))}
  </span>
);
