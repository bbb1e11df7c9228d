/** Said on the terms and the privacy page alike: a short online test is not a psychological assessment. */
export function NotClinical() {
  return (
    <p>
      Your score, certificate and reports are an estimate from a short online test, for your own information. They are not a clinical or
      psychological assessment or a diagnosis, and should not be used for medical, educational, employment or legal decisions. For a formal
      assessment, see a qualified psychologist.
    </p>
  );
}
